import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_BODY_MAX, CODE_TAG_MAX, CODE_TAGS_MAX, CODE_TITLE_MAX, codeCategories, type CodeCategory } from '@madang/contracts/codeshare';
import { Field } from '../../../ui/field.tsx';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import type { CodeInput } from '../api/code-api.ts';
import { NotebookField } from './notebook-field.tsx';

export type CodeFieldErrors = Partial<Record<'title' | 'tags' | 'content' | 'file', string>>;

export interface CodeFormValue extends CodeInput {
  notebook: File | null;
  removeNotebook: boolean;
}

interface Props {
  initial: CodeInput;
  /** The board's name, or the picker when a new site-wide post may go to a competition instead. */
  board: ReactNode;
  currentNotebook: string | null;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  fieldErrors: CodeFieldErrors;
  onSubmit: (value: CodeFormValue) => void;
  onCancel: () => void;
}

const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim().replace(/^#/, ''))
    .filter(Boolean);

/** Title, category, tags, markdown text (write/preview) and the notebook of a code post. */
export function CodeForm({ initial, board, currentNotebook, submitLabel, pending, error, fieldErrors, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState(initial);
  const [tags, setTags] = useState(initial.tags.join(', '));
  const [notebook, setNotebook] = useState<File | null>(null);
  const [removeNotebook, setRemoveNotebook] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const set = <K extends keyof CodeInput>(key: K, value: CodeInput[K]) => setInput((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...input, title: input.title.trim(), content: input.content.trim(), tags: splitTags(tags), notebook, removeNotebook });
  };
  return (
    <form className="talk-form" onSubmit={submit} noValidate>
      {board}
      <Field label={t('code.form.titleLabel')} value={input.title} maxLength={CODE_TITLE_MAX} required error={fieldErrors.title} onChange={(event) => set('title', event.target.value)} />
      <label className="talk-field">
        <span>{t('code.form.categoryLabel')}</span>
        <select value={input.category} onChange={(event) => set('category', event.target.value as CodeCategory)}>
          {codeCategories.map((category) => (
            <option key={category} value={category}>
              {t(`code.categories.${category}`)}
            </option>
          ))}
        </select>
      </label>
      <Field
        label={t('code.form.tagsLabel')}
        value={tags}
        hint={t('code.form.tagsHint', { count: CODE_TAGS_MAX, max: CODE_TAG_MAX })}
        error={fieldErrors.tags}
        onChange={(event) => setTags(event.target.value)}
      />
      <div className="talk-editor">
        <div className="talk-editor-tabs" role="tablist">
          {(['write', 'preview'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} className={tab === name ? 'chip is-active' : 'chip'} onClick={() => setTab(name)}>
              {t(`code.form.${name}`)}
            </button>
          ))}
        </div>
        {tab === 'write' ? (
          <label className="talk-field">
            <span>{t('code.form.bodyLabel')}</span>
            <textarea rows={10} value={input.content} maxLength={CODE_BODY_MAX} aria-invalid={fieldErrors.content ? true : undefined} onChange={(event) => set('content', event.target.value)} />
            <span className="field-hint">{t('code.form.bodyHint')}</span>
            {fieldErrors.content ? <span className="field-error">{fieldErrors.content}</span> : null}
          </label>
        ) : (
          <div className="talk-preview">{input.content.trim() ? <Markdown source={input.content} /> : <p className="muted">{t('code.form.previewEmpty')}</p>}</div>
        )}
      </div>
      <NotebookField file={notebook} current={currentNotebook} removeCurrent={removeNotebook} error={fieldErrors.file} onFile={setNotebook} onRemoveCurrent={setRemoveNotebook} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="talk-form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('code.form.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t('code.form.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
