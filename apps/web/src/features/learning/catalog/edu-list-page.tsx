import '../learning.css';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { eduCategories, eduLevels, learnerProjectStatuses } from '@madang/contracts/learning-kinds';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { Empty, Failed, Loading } from '../../../ui/query-state.tsx';
import { useSession } from '../../session/use-session.ts';
import { useMainList } from '../api/learning-api.ts';
import { ProjectGrid } from '../hub/project-grid.tsx';
import { filterProjects, type ProjectFilter } from '../lib/learning-lib.ts';

/** A filter's value from the address, or `all` when it is missing or not one of the choices. */
const pick = <T extends string>(value: string | null, choices: readonly T[]): T | 'all' => (choices.includes(value as T) ? (value as T) : 'all');

function FilterSelect({ name, value, choices, label, onChange }: { name: string; value: string; choices: readonly string[]; label: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="edu-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="all">{t('learn.list.all')}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`learn.${name}.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /edu: every published project, filtered by subject, level and (for members) the learner's status, kept in the address. */
export default function EduListPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { isLoggedIn } = useSession();
  const [search, setSearch] = useSearchParams();
  const filter: ProjectFilter = {
    category: pick(search.get('category'), eduCategories),
    level: pick(search.get('level'), eduLevels),
    status: isLoggedIn ? pick(search.get('status'), learnerProjectStatuses) : 'all',
  };
  const list = useMainList('all', 50);
  const set = (key: keyof ProjectFilter) => (value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'all') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const projects = list.isSuccess
    ? filterProjects(
        list.data.subjects.flatMap((subject) => subject.projects),
        filter,
      )
    : [];
  return (
    <div className="container page-pad edu-page">
      <div className="edu-page-head">
        <h1 className="page-title">{t('learn.list.title')}</h1>
        <Link className="link-btn" to={lp('/edu/about')}>
          {t('learn.hub.howItWorks')}
        </Link>
      </div>
      <p className="muted edu-lead">{t('learn.list.lead')}</p>
      <div className="edu-filters" role="search" aria-label={t('learn.list.filters')}>
        <FilterSelect name="category" value={filter.category} choices={eduCategories} label={t('learn.list.subject')} onChange={set('category')} />
        <FilterSelect name="level" value={filter.level} choices={eduLevels} label={t('learn.list.level')} onChange={set('level')} />
        {isLoggedIn ? <FilterSelect name="status" value={filter.status} choices={learnerProjectStatuses} label={t('learn.list.status')} onChange={set('status')} /> : null}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failed text={apiErrorText(list.error, t)} onRetry={() => void list.refetch()} />
      ) : projects.length === 0 ? (
        <Empty text={t('learn.list.empty')} />
      ) : (
        <>
          <p className="muted edu-count-line" aria-live="polite">
            {t('learn.list.count', { count: projects.length })}
          </p>
          <ProjectGrid projects={projects} label={t('learn.list.title')} />
        </>
      )}
    </div>
  );
}
