import { Link } from 'react-router';
import type { EduCategory } from '@madang/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../i18n/use-locale.ts';
import { apiErrorText } from '../../lib/api/api-error-text.ts';
import { localized } from '../../lib/format/localized.ts';
import { useCompetitionList } from '../competitions/api/competition-api.ts';
import { competitionPath } from '../../lib/competition-path.ts';
import { Empty, Failed, Loading } from '../../ui/query-state.tsx';
import { useMainList } from '../learning/api/learning-api.ts';
import { ProjectGrid } from '../learning/hub/project-grid.tsx';
import { recommendProjects, type LevelResult } from './lib/scoring.ts';

/** Published learning projects at the taker's level, the subjects they want and their weakest first. */
export function RecommendedProjects({ result, interests }: { result: LevelResult; interests: readonly EduCategory[] }) {
  const { t } = useTranslation();
  const list = useMainList('all', 50);
  const projects = list.isSuccess
    ? recommendProjects(
        list.data.subjects.flatMap((subject) => subject.projects),
        result,
        interests,
      )
    : [];
  return (
    <section className="lt-section" aria-labelledby="lt-projects-title">
      <h2 id="lt-projects-title">{t('levelTest.result.projects')}</h2>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed text={apiErrorText(list.error, t)} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && projects.length === 0 ? <Empty text={t('levelTest.result.noProjects')} /> : null}
      {projects.length > 0 ? <ProjectGrid projects={projects} label={t('levelTest.result.projects')} /> : null}
    </section>
  );
}

const PRACTICE_SHOWN = 3;

/** Practice competitions: old competitions kept open for learning, where no rank is at stake. */
export function PracticeCompetitions() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const list = useCompetitionList({ sort: 'recent', status: 'practice' });
  const shown = list.data?.slice(0, PRACTICE_SHOWN) ?? [];
  return (
    <section className="lt-section" aria-labelledby="lt-practice-title">
      <h2 id="lt-practice-title">{t('levelTest.result.practice')}</h2>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <Failed text={apiErrorText(list.error, t)} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && shown.length === 0 ? (
        <p className="muted">
          {t('levelTest.result.noPractice')} <Link to={lp('/competitions')}>{t('levelTest.result.allCompetitions')}</Link>
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="lt-practice">
          {shown.map((competition) => (
            <li key={competition.id}>
              <Link to={lp(competitionPath(competition))}>{localized(competition.title, i18n.language)}</Link>
              <span className="muted">{localized(competition.summary, i18n.language)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
