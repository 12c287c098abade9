import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTICE_BODY_MAX, NOTICE_TITLE_MAX, noticeCategories, type HostNotice, type NoticeCategory, type NoticeInput } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Field } from '../../../ui/field.tsx';
import { CheckField, SelectField } from '../../host/form/form-controls.tsx';
import { fromLocalInput, toLocalInput } from '../../../lib/format/kst-input.ts';
import { LanguageTabs } from './language-tabs.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { useFormErrors } from '../../../ui/use-form-errors.ts';

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
  const lp = useLocalePath();
  const [values, setValues] = useState(initial);
  const { errors, formError, clear, show } = useFormErrors();
  const set = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    try {
      const { popupUntil, ...input } = values;
      await onSave({ ...input, popup_until: fromLocalInput(popupUntil) });
    } catch (error) {
      show(error);
    }
  };

  return (
    <form className="host-form notice-form" onSubmit={(e) => void submit(e)} noValidate>
      <LanguageTabs invalid={{ ko: Boolean(errors['title.ko'] || errors['body.ko']), en: Boolean(errors['title.en'] || errors['body.en']) }}>
        {(lang) => (
          <div className="host-stack">
            <Field
              label={t('notice.host.form.title')}
              value={values.title[lang]}
              maxLength={NOTICE_TITLE_MAX}
              required={lang === 'ko'}
              hint={lang === 'en' ? t('notice.host.form.englishHint') : undefined}
              error={errors[`title.${lang}`]}
              onChange={(e) => set('title', { ...values.title, [lang]: e.target.value })}
            />
            <MarkdownEditor
              label={t('notice.host.form.body')}
              value={values.body[lang]}
              hint={t('notice.host.form.bodyHint', { max: NOTICE_BODY_MAX.toLocaleString() })}
              error={errors[`body.${lang}`]}
              onChange={(body) => set('body', { ...values.body, [lang]: body })}
            />
          </div>
        )}
      </LanguageTabs>
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
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="notice-form-actions">
        <Link className="btn btn-outline" to={lp('/host/notices')}>
          {t('notice.host.cancel')}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('notice.host.save')}
        </button>
      </div>
    </form>
  );
}
