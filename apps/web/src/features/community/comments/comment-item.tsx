import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalkComment } from '@madang/contracts/talkboard';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { commentText } from './comment-threads.ts';
import { useDates } from '../../../ui/use-dates.ts';
import { CommentForm } from './comment-form.tsx';

export interface CommentActions {
  canWrite: boolean;
  pending: boolean;
  onEdit: (replyId: number, content: string) => Promise<unknown>;
  onDelete: (replyId: number) => void;
  /** Missing on a board without reports (the support board). */
  onReport?: (replyId: number) => void;
  onReply?: (replyId: number, content: string) => Promise<unknown>;
}

/** One comment: its text or the placeholder a viewer reads instead, and what this viewer may do with it. */
export function CommentItem({ comment, actions }: { comment: TalkComment; actions: CommentActions }) {
  const { t } = useTranslation();
  const dates = useDates();
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const shown = commentText(comment);
  const live = shown.kind !== 'deleted';
  return (
    <div className={comment.hidden ? 'talk-comment is-hidden' : 'talk-comment'} data-testid="talk-comment">
      <div className="talk-comment-head">
        <strong>{comment.author?.name ?? '—'}</strong>
        <span className="muted">{dates.postDate(comment.c_time)}</span>
        {comment.edited && live ? <span className="muted">{t('talk.comment.edited')}</span> : null}
        {comment.host_answer && live ? <span className="talk-host-answer">{t('competition.support.hostAnswer')}</span> : null}
      </div>
      {mode === 'edit' && shown.kind === 'text' ? (
        <CommentForm
          initial={shown.text}
          placeholder={t('talk.comment.placeholder')}
          submitLabel={t('talk.comment.save')}
          pending={actions.pending}
          onSubmit={async (content) => {
            await actions.onEdit(comment.reply_id, content);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <>
          {comment.hidden && comment.hidden_reason !== null ? (
            <p className="talk-hidden-note" role="note">
              {t('talk.comment.hiddenMine', { reason: comment.hidden_reason })}
            </p>
          ) : null}
          {shown.kind === 'text' ? (
            <div className="talk-comment-text">
              <Markdown source={shown.text} subset="comment" testId="talk-comment-body" />
            </div>
          ) : null}
          {shown.kind === 'hidden' ? <p className="talk-comment-text muted">{t('talk.comment.hidden')}</p> : null}
          {shown.kind === 'deleted' ? <p className="talk-comment-text muted">{t('talk.comment.deleted')}</p> : null}
        </>
      )}
      {mode === 'view' && live && actions.canWrite ? (
        <div className="talk-comment-actions">
          {actions.onReply ? (
            <button type="button" className="link-btn" onClick={() => setMode('reply')}>
              {t('talk.comment.reply')}
            </button>
          ) : null}
          {comment.is_mine && shown.kind === 'text' ? (
            <>
              <button type="button" className="link-btn" onClick={() => setMode('edit')}>
                {t('talk.comment.edit')}
              </button>
              <button type="button" className="link-btn" onClick={() => actions.onDelete(comment.reply_id)}>
                {t('talk.comment.delete')}
              </button>
            </>
          ) : null}
          {actions.onReport && !comment.is_mine && !comment.hidden ? (
            <button type="button" className="link-btn" onClick={() => actions.onReport?.(comment.reply_id)}>
              {t('talk.comment.report')}
            </button>
          ) : null}
        </div>
      ) : null}
      {mode === 'reply' && actions.onReply ? (
        <CommentForm
          placeholder={t('talk.comment.replyPlaceholder')}
          submitLabel={t('talk.comment.submit')}
          pending={actions.pending}
          onSubmit={async (content) => {
            await actions.onReply?.(comment.reply_id, content);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : null}
    </div>
  );
}
