import { useTranslation } from 'react-i18next';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, faqCategories, type FaqCategory, type FaqInput, type HostFaq } from '@madang/contracts';
import { CheckField, SelectField } from '../../host/form/form-controls.tsx';
import { EditorialForm, useEditorialForm } from '../../editorial/editorial-form.tsx';
import { LocalizedFieldTabs } from '../../editorial/localized-fields.tsx';

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
  const { values, set, errors, formError, submit } = useEditorialForm(initial, onSave);
  return (
    <EditorialForm listPath="/host/faq" saving={saving} formError={formError} onSubmit={submit}>
      <SelectField
        label={t('notice.host.form.faqCategory')}
        value={values.category}
        error={errors.category}
        options={faqCategories.map((c) => ({ value: c, label: t(`notice.faq.categories.${c}`) }))}
        onChange={(e) => set('category', e.target.value as FaqCategory)}
      />
      <LocalizedFieldTabs
        values={values}
        errors={errors}
        set={set}
        fields={[
          { name: 'question', label: t('notice.host.form.question'), max: FAQ_QUESTION_MAX, englishHint: true },
          { name: 'answer', label: t('notice.host.form.answer'), max: FAQ_ANSWER_MAX, markdown: true, rows: 8 },
        ]}
      />
      <CheckField label={t('notice.host.form.published')} checked={values.published} onChange={(v) => set('published', v)} />
    </EditorialForm>
  );
}
