import { useTranslation } from 'react-i18next';
import type { Locale } from '@madang/contracts';
import { Field } from '../../ui/field.tsx';
import { LanguageTabs } from './language-tabs.tsx';
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
const invalidLanguages = (errors: Record<string, string>, names: readonly string[]): Record<Locale, boolean> => ({
  ko: names.some((name) => errors[`${name}.ko`]),
  en: names.some((name) => errors[`${name}.en`]),
});

/** One line of a text kept in Korean and English, shown in one language's tab; Korean is required, English optional. */
function LocalizedLine({ lang, name, label, texts, max, errors, onChange, englishHint = false }: Props & { englishHint?: boolean }) {
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
function LocalizedMarkdown({ lang, name, label, texts, max, errors, onChange, rows }: Props & { rows?: number }) {
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

/** The names of a form's values that hold a text in both languages. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends Texts ? K : never }[keyof Values] & string;

export interface LocalizedFieldSpec<Values> {
  name: TextKey<Values>;
  label: string;
  max: number;
  /** A markdown body with its preview; otherwise one line. */
  markdown?: boolean;
  rows?: number;
  /** Says under the English line that it may stay empty. */
  englishHint?: boolean;
}

/** A console form's texts kept in Korean and English: one tab per language holding every field in that language. */
export function LocalizedFieldTabs<Values>({
  fields,
  values,
  errors,
  set,
}: {
  fields: readonly LocalizedFieldSpec<Values>[];
  values: Values;
  errors: Record<string, string>;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
}) {
  return (
    <LanguageTabs
      invalid={invalidLanguages(
        errors,
        fields.map((field) => field.name),
      )}
    >
      {(lang) => (
        <div className="host-stack">
          {fields.map(({ name, label, max, markdown, rows, englishHint = false }) => {
            const shared = { lang, name, label, max, errors, texts: values[name] as Texts, onChange: (texts: Texts) => set(name, texts as Values[typeof name]) };
            return markdown ? (
              <LocalizedMarkdown key={name} {...shared} {...(rows === undefined ? {} : { rows })} />
            ) : (
              <LocalizedLine key={name} {...shared} englishHint={englishHint} />
            );
          })}
        </div>
      )}
    </LanguageTabs>
  );
}
