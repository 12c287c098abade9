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

type Option = { id: number; title: Parameters<typeof localized>[0] };

/** A select of a post's subject: a first "none" choice, then each option titled in the page's language. */
function SubjectSelect({ label, none, options, value, error, onChange, testId }: Props & { label: string; none: string; options: Option[]; testId?: string }) {
  const locale = useLocale();
  return (
    <label className="talk-field">
      <span>{label}</span>
      <select value={value ?? ''} aria-invalid={error ? true : undefined} onChange={(event) => onChange(toId(event.target.value))} data-testid={testId}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {localized(option.title, locale)}
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

/** A looking-for-team post's competition, chosen among those listed to everyone. */
export function CompetitionSubjectField(props: Props) {
  const { t } = useTranslation();
  const competitions = useCompetitionList({ sort: 'recent' });
  return (
    <SubjectSelect {...props} label={t('talk.form.subjectCompetition')} none={t('talk.form.subjectCompetitionNone')} options={competitions.data ?? []} testId="talk-subject-cpt" />
  );
}

/** A learning question's project (optional), chosen among the published ones. */
export function ProjectSubjectField(props: Props) {
  const { t } = useTranslation();
  const projects = useMainList('all', PROJECTS_PER_SUBJECT).data?.subjects.flatMap((subject) => subject.projects) ?? [];
  return <SubjectSelect {...props} label={t('talk.form.subjectProject')} none={t('talk.form.subjectProjectNone')} options={projects} />;
}
