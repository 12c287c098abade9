import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTERVIEW_BODY_MAX, INTERVIEW_SUMMARY_MAX, INTERVIEW_TITLE_MAX, INTERVIEW_WINNERS_MAX, type HostInterview, type InterviewInput } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Field } from '../../../ui/field.tsx';
import { useHostCompetitions } from '../../host/api/host-api.ts';
import { CheckField, SelectField } from '../../host/form/form-controls.tsx';
import { ImageField } from '../../host/form/image-field.tsx';
import { LanguageTabs } from '../../notices/host/language-tabs.tsx';
import { MarkdownEditor } from '../../notices/host/markdown-editor.tsx';
import { useFormErrors } from '../../../ui/use-form-errors.ts';

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
  const lp = useLocalePath();
  const competitions = useHostCompetitions();
  const [values, setValues] = useState(initial);
  const { errors, formError, clear, show } = useFormErrors();
  const set = <K extends keyof InterviewFormValues>(key: K, value: InterviewFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const language = i18n.language === 'en' ? 'en' : 'ko';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    try {
      await onSave(toInput(values));
    } catch (error) {
      show(error);
    }
  };

  const invalid = (lang: 'ko' | 'en') => Boolean(errors[`title.${lang}`] || errors[`summary.${lang}`] || errors[`body.${lang}`]);
  return (
    <form className="host-form notice-form" onSubmit={(e) => void submit(e)} noValidate>
      <LanguageTabs invalid={{ ko: invalid('ko'), en: invalid('en') }}>
        {(lang) => (
          <div className="host-stack">
            <Field
              label={t('notice.interview.form.title')}
              value={values.title[lang]}
              maxLength={INTERVIEW_TITLE_MAX}
              required={lang === 'ko'}
              hint={lang === 'en' ? t('notice.host.form.englishHint') : undefined}
              error={errors[`title.${lang}`]}
              onChange={(e) => set('title', { ...values.title, [lang]: e.target.value })}
            />
            <Field
              label={t('notice.interview.form.summary')}
              value={values.summary[lang]}
              maxLength={INTERVIEW_SUMMARY_MAX}
              required={lang === 'ko'}
              error={errors[`summary.${lang}`]}
              onChange={(e) => set('summary', { ...values.summary, [lang]: e.target.value })}
            />
            <MarkdownEditor
              label={t('notice.interview.form.body')}
              value={values.body[lang]}
              hint={t('notice.host.form.bodyHint', { max: INTERVIEW_BODY_MAX.toLocaleString() })}
              error={errors[`body.${lang}`]}
              onChange={(body) => set('body', { ...values.body, [lang]: body })}
            />
          </div>
        )}
      </LanguageTabs>
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
      <ImageField shape="cover" label={t('notice.interview.form.cover')} value={values.coverImageUrl} error={errors.cover_image_url} onChange={(url) => set('coverImageUrl', url)} />
      <CheckField label={t('notice.host.form.published')} checked={values.published} onChange={(v) => set('published', v)} />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="notice-form-actions">
        <Link className="btn btn-outline" to={lp('/host/interviews')}>
          {t('notice.host.cancel')}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('notice.host.save')}
        </button>
      </div>
    </form>
  );
}
