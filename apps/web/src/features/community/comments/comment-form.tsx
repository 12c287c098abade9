import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TALK_COMMENT_MAX } from '@madang/contracts/talkboard-limits';
import { commentState } from './comment-threads.ts';

interface Props {
  initial?: string;
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** A comment box with the spec's 1000-character limit: a live counter, and no sending past the limit. */
export function CommentForm({ initial = '', placeholder, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const { length, over, empty } = commentState(text, TALK_COMMENT_MAX);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (over || empty || pending) return;
    await onSubmit(text.trim());
    setText('');
  };
  return (
    <form className="talk-comment-form" onSubmit={(event) => void submit(event)}>
      <label className="sr-only" htmlFor={id}>
        {t('talk.comment.label')}
      </label>
      <textarea
        id={id}
        value={text}
        rows={3}
        placeholder={placeholder}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-count`}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="talk-comment-form-foot">
        <span id={`${id}-count`} className={over ? 'talk-counter is-over' : 'talk-counter'} data-testid="comment-counter" aria-live="polite">
          {over ? `${t('talk.comment.tooLong', { max: TALK_COMMENT_MAX })} ` : ''}
          {t('talk.comment.counter', { count: length, max: TALK_COMMENT_MAX })}
        </span>
        <div className="talk-comment-form-actions">
          {onCancel ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
              {t('talk.comment.cancel')}
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary btn-sm" disabled={over || empty || pending}>
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
