import { useTranslation } from 'react-i18next';
import { INTERVIEW_BODY_MAX, INTERVIEW_SUMMARY_MAX, INTERVIEW_TITLE_MAX, INTERVIEW_WINNERS_MAX, type HostInterview, type InterviewInput } from '@madang/contracts';
import { Field } from '../../../ui/field.tsx';
import { useHostCompetitions } from '../../host/api/host-api.ts';
import { CheckField, SelectField } from '../../host/form/form-controls.tsx';
import { ImageField } from '../../host/form/image-field.tsx';
import { EditorialForm, useEditorialForm } from '../../editorial/editorial-form.tsx';
import { LocalizedFieldTabs } from '../../editorial/localized-fields.tsx';

type Texts = { ko: string; en: string };
export interface InterviewFormValues {
  title: Texts;
  summary: Texts;
  body: Texts;
  winners: string;
  /** The competition's id as the select's text; empty for none. */
  competitionId: string;
  coverImageUrl: string;
  published: boolean;
}

const none: Texts = { ko: '', en: '' };
const empty: InterviewFormValues = { title: none, summary: none, body: none, winners: '', competitionId: '', coverImageUrl: '', published: true };

export const interviewFormValues = (interview: HostInterview | undefined): InterviewFormValues =>
  interview
    ? {
        title: interview.title,
        summary: interview.summary,
        body: interview.body,
        winners: interview.winners,
        competitionId: interview.competition_id === null ? '' : String(interview.competition_id),
        coverImageUrl: interview.cover_image_url ?? '',
        published: interview.published,
      }
    : empty;

const toInput = (values: InterviewFormValues): InterviewInput => ({
  title: values.title,
  summary: values.summary,
  body: values.body,
  winners: values.winners,
  competition_id: values.competitionId === '' ? null : Number(values.competitionId),
  cover_image_url: values.coverImageUrl || null,
  published: values.published,
});

/** The interview form: texts per language in tabs, the winners, the competition, a cover and the state. */
export function InterviewForm({ initial, onSave, saving }: { initial: InterviewFormValues; onSave: (input: InterviewInput) => Promise<unknown>; saving: boolean }) {
  const { t, i18n } = useTranslation();
  const competitions = useHostCompetitions();
  const { values, set, errors, formError, submit } = useEditorialForm(initial, (edited) => onSave(toInput(edited)));
  const language = i18n.language === 'en' ? 'en' : 'ko';
  return (
    <EditorialForm listPath="/host/interviews" saving={saving} formError={formError} onSubmit={submit}>
      <LocalizedFieldTabs
        values={values}
        errors={errors}
        set={set}
        fields={[
          { name: 'title', label: t('notice.interview.form.title'), max: INTERVIEW_TITLE_MAX, englishHint: true },
          { name: 'summary', label: t('notice.interview.form.summary'), max: INTERVIEW_SUMMARY_MAX },
          { name: 'body', label: t('notice.interview.form.body'), max: INTERVIEW_BODY_MAX, markdown: true },
        ]}
      />
      <Field
        label={t('notice.interview.form.winners')}
        hint={t('notice.interview.form.winnersHint')}
        value={values.winners}
        maxLength={INTERVIEW_WINNERS_MAX}
        required
        error={errors.winners}
        onChange={(e) => set('winners', e.target.value)}
      />
      <SelectField
        label={t('notice.interview.form.competition')}
        value={values.competitionId}
        error={errors.competition_id}
        options={[
          { value: '', label: t('notice.interview.form.noCompetition') },
          ...(competitions.data ?? []).map((c) => ({ value: String(c.id), label: c.title[language] || c.title.ko })),
        ]}
        onChange={(e) => set('competitionId', e.target.value)}
      />
      <ImageField
        shape="cover"
        label={t('notice.interview.form.cover')}
        value={values.coverImageUrl}
        error={errors.cover_image_url}
        onChange={(url) => set('coverImageUrl', url)}
      />
      <CheckField label={t('notice.host.form.published')} checked={values.published} onChange={(v) => set('published', v)} />
    </EditorialForm>
  );
}
