import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, faqCategories, type FaqCategory, type FaqInput, type HostFaq } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Field } from '../../../ui/field.tsx';
import { CheckField, SelectField } from '../../host/form/form-controls.tsx';
import { LanguageTabs } from './language-tabs.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { useFormErrors } from '../../../ui/use-form-errors.ts';

interface FaqFormValues {
  category: FaqCategory;
  question: { ko: string; en: string };
  answer: { ko: string; en: string };
  published: boolean;
}

export const faqFormValues = (entry: HostFaq | undefined): FaqFormValues =>
  entry
    ? { category: entry.category, question: entry.question, answer: entry.answer, published: entry.published }
    : { category: 'account', question: { ko: '', en: '' }, answer: { ko: '', en: '' }, published: true };

/** The FAQ entry form: question and markdown answer per language in tabs, with its category. */
export function FaqForm({ initial, onSave, saving }: { initial: FaqFormValues; onSave: (input: FaqInput) => Promise<unknown>; saving: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [values, setValues] = useState(initial);
  const { errors, formError, clear, show } = useFormErrors();
  const set = <K extends keyof FaqFormValues>(key: K, value: FaqFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    try {
      await onSave(values);
    } catch (error) {
      show(error);
    }
  };

  return (
    <form className="host-form notice-form" onSubmit={(e) => void submit(e)} noValidate>
      <SelectField
        label={t('notice.host.form.faqCategory')}
        value={values.category}
        error={errors.category}
        options={faqCategories.map((c) => ({ value: c, label: t(`notice.faq.categories.${c}`) }))}
        onChange={(e) => set('category', e.target.value as FaqCategory)}
      />
      <LanguageTabs invalid={{ ko: Boolean(errors['question.ko'] || errors['answer.ko']), en: Boolean(errors['question.en'] || errors['answer.en']) }}>
        {(lang) => (
          <div className="host-stack">
            <Field
              label={t('notice.host.form.question')}
              value={values.question[lang]}
              maxLength={FAQ_QUESTION_MAX}
              required={lang === 'ko'}
              hint={lang === 'en' ? t('notice.host.form.englishHint') : undefined}
              error={errors[`question.${lang}`]}
              onChange={(e) => set('question', { ...values.question, [lang]: e.target.value })}
            />
            <MarkdownEditor
              label={t('notice.host.form.answer')}
              value={values.answer[lang]}
              rows={8}
              hint={t('notice.host.form.bodyHint', { max: FAQ_ANSWER_MAX.toLocaleString() })}
              error={errors[`answer.${lang}`]}
              onChange={(answer) => set('answer', { ...values.answer, [lang]: answer })}
            />
          </div>
        )}
      </LanguageTabs>
      <CheckField label={t('notice.host.form.published')} checked={values.published} onChange={(v) => set('published', v)} />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="notice-form-actions">
        <Link className="btn btn-outline" to={lp('/host/faq')}>
          {t('notice.host.cancel')}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('notice.host.save')}
        </button>
      </div>
    </form>
  );
}
