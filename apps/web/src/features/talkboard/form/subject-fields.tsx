import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { localized } from '../../../lib/format/localized.ts';
import { useCompetitionList } from '../../competitions/api/competition-api.ts';
import { useMainList } from '../../learning/api/learning-api.ts';

const PROJECTS_PER_SUBJECT = 50;

interface Props {
  value: number | null;
  error: string | undefined;
  onChange: (id: number | null) => void;
}

const toId = (value: string) => (value ? Number(value) : null);

/** A looking-for-team post's competition, chosen among those listed to everyone. */
export function CompetitionSubjectField({ value, error, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const competitions = useCompetitionList({ sort: 'recent' });
  return (
    <label className="talk-field">
      <span>{t('talk.form.subjectCompetition')}</span>
      <select value={value ?? ''} aria-invalid={error ? true : undefined} onChange={(event) => onChange(toId(event.target.value))} data-testid="talk-subject-cpt">
        <option value="">{t('talk.form.subjectCompetitionNone')}</option>
        {competitions.data?.map((competition) => (
          <option key={competition.id} value={competition.id}>
            {localized(competition.title, locale)}
          </option>
        ))}
      </select>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** A learning question's project (optional), chosen among the published ones. */
export function ProjectSubjectField({ value, error, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const projects = useMainList('all', PROJECTS_PER_SUBJECT).data?.subjects.flatMap((subject) => subject.projects) ?? [];
  return (
    <label className="talk-field">
      <span>{t('talk.form.subjectProject')}</span>
      <select value={value ?? ''} aria-invalid={error ? true : undefined} onChange={(event) => onChange(toId(event.target.value))}>
        <option value="">{t('talk.form.subjectProjectNone')}</option>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {localized(project.title, locale)}
          </option>
        ))}
      </select>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}
