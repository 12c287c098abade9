import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TALK_BODY_MAX, TALK_TITLE_MAX, talkCategories } from '@madang/contracts/talkboard-limits';
import type { TalkCategory } from '@madang/contracts/talkboard';
import { Field } from '../../../ui/field.tsx';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import type { PostInput } from '../api/talk-api.ts';

interface Props {
  initial: PostInput;
  withVideo: boolean;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  fieldErrors: Partial<Record<'title' | 'content' | 'video_url', string>>;
  onSubmit: (input: PostInput) => void;
  onCancel: () => void;
}

/** Title, category, markdown text with a write/preview switch, and for video posts the video address. */
export function PostForm({ initial, withVideo, submitLabel, pending, error, fieldErrors, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState<PostInput>(initial);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const set = <K extends keyof PostInput>(key: K, value: PostInput[K]) => setInput((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...input, title: input.title.trim(), content: input.content.trim(), video_url: input.video_url?.trim() || null });
  };
  return (
    <form className="talk-form" onSubmit={submit} noValidate>
      <Field
        label={t('talk.form.titleLabel')}
        value={input.title}
        maxLength={TALK_TITLE_MAX}
        required
        error={fieldErrors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <label className="talk-field">
        <span>{t('talk.form.categoryLabel')}</span>
        <select value={input.category} onChange={(event) => set('category', event.target.value as TalkCategory)}>
          {talkCategories.map((category) => (
            <option key={category} value={category}>
              {t(`talk.categories.${category}`)}
            </option>
          ))}
        </select>
      </label>
      {withVideo || input.video_url ? (
        <Field
          label={t('talk.form.videoLabel')}
          type="url"
          value={input.video_url ?? ''}
          hint={t('talk.form.videoHint')}
          error={fieldErrors.video_url}
          onChange={(event) => set('video_url', event.target.value)}
        />
      ) : null}
      <div className="talk-editor">
        <div className="talk-editor-tabs" role="tablist">
          {(['write', 'preview'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} className={tab === name ? 'chip is-active' : 'chip'} onClick={() => setTab(name)}>
              {t(`talk.form.${name}`)}
            </button>
          ))}
        </div>
        {tab === 'write' ? (
          <label className="talk-field">
            <span>{t('talk.form.bodyLabel')}</span>
            <textarea
              rows={14}
              value={input.content}
              maxLength={TALK_BODY_MAX}
              aria-invalid={fieldErrors.content ? true : undefined}
              onChange={(event) => set('content', event.target.value)}
            />
            <span className="field-hint">{t('talk.form.bodyHint')}</span>
            {fieldErrors.content ? <span className="field-error">{fieldErrors.content}</span> : null}
          </label>
        ) : (
          <div className="talk-preview" data-testid="talk-preview">
            {input.content.trim() ? <Markdown source={input.content} /> : <p className="muted">{t('talk.form.previewEmpty')}</p>}
          </div>
        )}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="talk-form-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('talk.form.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
