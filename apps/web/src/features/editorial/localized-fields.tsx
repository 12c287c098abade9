import { useTranslation } from 'react-i18next';
import type { Locale } from '@madang/contracts';
import { Field } from '../../ui/field.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';

type Texts = Record<Locale, string>;

interface Props {
  lang: Locale;
  /** The field's path in the server's answer (`title` for `title.ko`), where its refusal is found. */
  name: string;
  label: string;
  texts: Texts;
  max: number;
  errors: Record<string, string>;
  onChange: (texts: Texts) => void;
}

/** Which language tabs hold a field the server refused, so an error in the hidden language is not missed. */
export const invalidLanguages = (errors: Record<string, string>, names: readonly string[]): Record<Locale, boolean> => ({
  ko: names.some((name) => errors[`${name}.ko`]),
  en: names.some((name) => errors[`${name}.en`]),
});

/** One line of a text kept in Korean and English, shown in one language's tab; Korean is required, English optional. */
export function LocalizedLine({ lang, name, label, texts, max, errors, onChange, englishHint = false }: Props & { englishHint?: boolean }) {
  const { t } = useTranslation();
  return (
    <Field
      label={label}
      value={texts[lang]}
      maxLength={max}
      required={lang === 'ko'}
      hint={englishHint && lang === 'en' ? t('notice.host.form.englishHint') : undefined}
      error={errors[`${name}.${lang}`]}
      onChange={(event) => onChange({ ...texts, [lang]: event.target.value })}
    />
  );
}

/** The markdown body of a text kept in Korean and English, with its preview, in one language's tab. */
export function LocalizedMarkdown({ lang, name, label, texts, max, errors, onChange, rows }: Props & { rows?: number }) {
  const { t } = useTranslation();
  return (
    <MarkdownEditor
      label={label}
      value={texts[lang]}
      {...(rows === undefined ? {} : { rows })}
      hint={t('notice.host.form.bodyHint', { max: max.toLocaleString() })}
      error={errors[`${name}.${lang}`]}
      onChange={(value) => onChange({ ...texts, [lang]: value })}
    />
  );
}
