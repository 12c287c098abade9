import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_BODY_MAX, CODE_TAG_MAX, CODE_TAGS_MAX, CODE_TITLE_MAX, codeCategories, type CodeCategory } from '@madang/contracts/codeshare';
import { Field } from '../../../ui/field.tsx';
import { CategoryOptions } from '../../community/form/category-options.tsx';
import { FormActions } from '../../community/form/form-actions.tsx';
import { MarkdownEditor } from '../../community/form/markdown-editor.tsx';
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
  /** The share of the notebook sent so far while the post is saved. */
  progress: number | null;
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
export function CodeForm({ initial, board, currentNotebook, progress, submitLabel, pending, error, fieldErrors, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState(initial);
  const [tags, setTags] = useState(initial.tags.join(', '));
  const [notebook, setNotebook] = useState<File | null>(null);
  const [removeNotebook, setRemoveNotebook] = useState(false);
  const set = <K extends keyof CodeInput>(key: K, value: CodeInput[K]) => setInput((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...input, title: input.title.trim(), content: input.content.trim(), tags: splitTags(tags), notebook, removeNotebook });
  };
  return (
    <form className="talk-form" onSubmit={submit} noValidate>
      {board}
      <Field
        label={t('code.form.titleLabel')}
        value={input.title}
        maxLength={CODE_TITLE_MAX}
        required
        error={fieldErrors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <label className="talk-field">
        <span>{t('code.form.categoryLabel')}</span>
        <select value={input.category} onChange={(event) => set('category', event.target.value as CodeCategory)}>
          <CategoryOptions ns="code" categories={codeCategories} />
        </select>
      </label>
      <Field
        label={t('code.form.tagsLabel')}
        value={tags}
        hint={t('code.form.tagsHint', { count: CODE_TAGS_MAX, max: CODE_TAG_MAX })}
        error={fieldErrors.tags}
        onChange={(event) => setTags(event.target.value)}
      />
      <MarkdownEditor ns="code" value={input.content} maxLength={CODE_BODY_MAX} rows={10} error={fieldErrors.content} onChange={(content) => set('content', content)} />
      <NotebookField
        file={notebook}
        current={currentNotebook}
        removeCurrent={removeNotebook}
        error={fieldErrors.file}
        progress={progress}
        onFile={setNotebook}
        onRemoveCurrent={setRemoveNotebook}
      />
      <FormActions ns="code" error={error} pending={pending} submitLabel={pending ? t('code.form.sending') : submitLabel} onCancel={onCancel} />
    </form>
  );
}
