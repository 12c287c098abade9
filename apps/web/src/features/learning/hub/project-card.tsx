import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EduProjectCard } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { localized } from '../../../lib/format/localized.ts';
import { resumePath } from '../lib/learning-lib.ts';
import { ProjectCover } from './project-cover.tsx';
import { ProjectProgress } from './project-progress.tsx';

/** A project in the hub and the list: cover, subject and level, title, summary, size and the caller's progress. */
export function ProjectCard({ project }: { project: EduProjectCard }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const title = localized(project.title, i18n.language);
  return (
    <li className="edu-card" data-testid="edu-project-card">
      <Link to={lp(`/edu/${project.id}`)} className="edu-card-link">
        <ProjectCover url={project.cover_url} category={project.category} />
        <span className="edu-card-body">
          <span className="edu-card-tags">
            <span className="chip">{t(`learn.category.${project.category}`)}</span>
            <span className={`chip edu-level edu-level-${project.level}`}>{t(`learn.level.${project.level}`)}</span>
            {project.access === 'subscribers' ? <span className="chip edu-chip-subscribers">{t('learn.access.subscribers')}</span> : null}
          </span>
          <span className="edu-card-title">{title}</span>
          <span className="edu-card-summary">{localized(project.summary, i18n.language)}</span>
          <span className="muted edu-card-meta">
            {t('learn.card.size', { stages: project.stage_count, steps: project.step_count })} · {t('learn.card.learners', { count: project.learner_count })}
          </span>
        </span>
      </Link>
      {project.status === 'not_started' ? null : (
        <div className="edu-card-foot">
          <ProjectProgress passed={project.passed_steps} total={project.step_count} />
          {project.status === 'ongoing' ? (
            <Link className="btn btn-primary btn-sm" to={lp(resumePath(project))} aria-label={t('learn.card.continueNamed', { title })}>
              {t('learn.card.continue')}
            </Link>
          ) : (
            <span className="chip edu-chip-done">{t('learn.status.completed')}</span>
          )}
        </div>
      )}
    </li>
  );
}
