import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EduProjectDetail } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { localized } from '../../../lib/format/localized.ts';
import { ProjectProgress } from '../hub/project-progress.tsx';

/** The project's stages in order, each with the caller's progress and the XP its clear earns. */
export function StageList({ project, enter }: { project: EduProjectDetail; enter: (href: string) => boolean }) {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  return (
    <ol className="edu-stages" data-testid="stage-list">
      {project.stages.map((stage) => {
        const href = lp(`/edu/${project.id}/${stage.number}`);
        const title = localized(stage.title, i18n.language);
        return (
          <li key={stage.number} className={`edu-stage${stage.cleared ? ' is-cleared' : ''}`}>
            <span className="edu-stage-number" aria-hidden="true">
              {stage.cleared ? '✓' : stage.number}
            </span>
            <div className="edu-stage-main">
              <Link to={href} className="edu-stage-name" onClick={(event) => !enter(href) && event.preventDefault()}>
                {t('learn.stage.numbered', { number: stage.number, title })}
              </Link>
              <p className="muted">{localized(stage.summary, i18n.language)}</p>
              {/* A visitor has no progress to show, only the stage's size. */}
              {project.access_state === 'login_required' ? (
                <span className="muted edu-card-meta">{t('learn.stage.size', { count: stage.step_count })}</span>
              ) : (
                <ProjectProgress passed={stage.passed_steps} total={stage.step_count} label={t('learn.stage.progressOf', { title })} />
              )}
            </div>
            <span className={`chip edu-stage-xp${stage.cleared ? ' is-earned' : ''}`}>{stage.cleared ? t('learn.stage.cleared') : t('learn.stage.xp', { xp: stage.xp })}</span>
          </li>
        );
      })}
    </ol>
  );
}
