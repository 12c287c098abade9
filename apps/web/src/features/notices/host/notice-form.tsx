import { useTranslation } from 'react-i18next';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, noticeCategories, type HostNotice, type NoticeCategory, type NoticeInput } from '@madang/contracts';
import { Field } from '../../../ui/field.tsx';
import { CheckField, SelectField } from '../../host/form/form-controls.tsx';
import { fromLocalInput, toLocalInput } from '../../../lib/format/kst-input.ts';
import { EditorialForm, useEditorialForm } from '../../editorial/editorial-form.tsx';
import { LocalizedFieldTabs } from '../../editorial/localized-fields.tsx';

interface NoticeFormValues {
  title: { ko: string; en: string };
  body: { ko: string; en: string };
  category: NoticeCategory;
  pinned: boolean;
  published: boolean;
  /** `datetime-local` text in Korean time; empty: no popup. */
  popupUntil: string;
}

const empty: NoticeFormValues = { title: { ko: '', en: '' }, body: { ko: '', en: '' }, category: 'general', pinned: false, published: true, popupUntil: '' };

export const noticeFormValues = (notice: HostNotice | undefined): NoticeFormValues =>
  notice
    ? { title: notice.title, body: notice.body, category: notice.category, pinned: notice.pinned, published: notice.published, popupUntil: toLocalInput(notice.popup_until) }
    : empty;

/** The notice form: title and markdown body per language in tabs, with the kind and flags. */
export function NoticeForm({ initial, onSave, saving }: { initial: NoticeFormValues; onSave: (input: NoticeInput) => Promise<unknown>; saving: boolean }) {
  const { t } = useTranslation();
  const { values, set, errors, formError, submit } = useEditorialForm(initial, ({ popupUntil, ...input }) => onSave({ ...input, popup_until: fromLocalInput(popupUntil) }));
  return (
    <EditorialForm listPath="/host/notices" saving={saving} formError={formError} onSubmit={submit}>
      <LocalizedFieldTabs
        values={values}
        errors={errors}
        set={set}
        fields={[
          { name: 'title', label: t('notice.host.form.title'), max: NOTICE_TITLE_MAX, englishHint: true },
          { name: 'body', label: t('notice.host.form.body'), max: NOTICE_BODY_MAX, markdown: true },
        ]}
      />
      <SelectField
        label={t('notice.host.form.category')}
        value={values.category}
        error={errors.category}
        options={noticeCategories.map((c) => ({ value: c, label: t(`notice.categories.${c}`) }))}
        onChange={(e) => set('category', e.target.value as NoticeCategory)}
      />
      <CheckField label={t('notice.host.form.pinned')} checked={values.pinned} onChange={(v) => set('pinned', v)} />
      <CheckField label={t('notice.host.form.published')} checked={values.published} onChange={(v) => set('published', v)} />
      <Field
        type="datetime-local"
        label={t('notice.host.form.popupUntil')}
        hint={t('notice.host.form.popupUntilHint')}
        value={values.popupUntil}
        error={errors.popup_until}
        onChange={(e) => set('popupUntil', e.target.value)}
      />
    </EditorialForm>
  );
}
