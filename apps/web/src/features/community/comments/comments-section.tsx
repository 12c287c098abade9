import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginPopup } from '../../../app/app-state.ts';
import { notify } from '../../../ui/toast.ts';
import { useLatch } from '../../../ui/use-latch.ts';
import { useComments, useDeleteComment, useWriteComment, type CommentWrite } from '../api/community-api.ts';
import type { CommunityBoard } from '../board.ts';
import { useCommunityError } from '../use-community-error.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem, type CommentActions } from './comment-item.tsx';
import { toThreads } from './comment-threads.ts';

// Loaded when a delete is first asked for; the post page's first paint does not wait for it.
const ConfirmDialog = lazy(() => import('../../../ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

interface Props {
  board: CommunityBoard;
  postId: number;
  isLoggedIn: boolean;
  onReport?: (replyId: number) => void;
  /** The new-comment box's words where the board has its own (a host's answer, an asker's follow-up). */
  formText?: { placeholder: string; submit: string };
  /** A signed-in reader who may not write here (another team reading a support FAQ): no box and no log-in hint. */
  readOnly?: boolean;
}

/** A post's comments on any board, with one level of replies, the new-comment box, and the confirm before a delete. */
export function CommentsSection({ board, postId, isLoggedIn, onReport, formText, readOnly = false }: Props) {
  const { t } = useTranslation();
  const comments = useComments(board, postId);
  const write = useWriteComment(board, postId);
  const remove = useDeleteComment(board, postId);
  const errorText = useCommunityError();
  const [deleting, setDeleting] = useState<number | null>(null);
  const confirmMounted = useLatch(deleting !== null);

  const send = async (input: CommentWrite) => {
    try {
      await write.mutateAsync(input);
    } catch (error) {
      notify.error(errorText(error));
      throw error;
    }
  };
  const base: Omit<CommentActions, 'onReply'> = {
    canWrite: isLoggedIn && !readOnly,
    pending: write.isPending,
    onEdit: (replyId, content) => send({ kind: 'edit', replyId, content }),
    onDelete: setDeleting,
    onReport,
  };
  const threads = toThreads(comments.data ?? []);
  const count = (comments.data ?? []).filter((c) => !c.deleted).length;

  return (
    <section className="talk-comments" aria-label={t('talk.comment.heading', { count })}>
      <h2>{t('talk.comment.heading', { count })}</h2>
      {readOnly ? null : isLoggedIn ? (
        <CommentForm
          placeholder={formText?.placeholder ?? t('talk.comment.placeholder')}
          submitLabel={formText?.submit ?? t('talk.comment.submit')}
          pending={write.isPending}
          onSubmit={(content) => send({ kind: 'new', content })}
        />
      ) : (
        <p className="talk-login-hint">
          {t('talk.comment.loginToComment')}{' '}
          <button type="button" className="link-btn" onClick={() => openLoginPopup(1)}>
            {t('talk.comment.login')}
          </button>
        </p>
      )}
      {comments.isSuccess && threads.length === 0 ? <p className="muted">{t('talk.comment.empty')}</p> : null}
      <ul className="talk-threads">
        {threads.map((thread) => (
          <li key={thread.comment.reply_id}>
            <CommentItem comment={thread.comment} actions={{ ...base, onReply: (replyId, content) => send({ kind: 'reply', replyId, content }) }} />
            {thread.replies.length > 0 ? (
              <ul className="talk-replies">
                {thread.replies.map((reply) => (
                  <li key={reply.reply_id}>
                    <CommentItem comment={reply} actions={base} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {confirmMounted ? (
          <ConfirmDialog
            open={deleting !== null}
            title={t('talk.comment.deleteTitle')}
            body={t('talk.comment.deleteBody')}
            confirmLabel={t('talk.comment.delete')}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (deleting !== null) remove.mutate(deleting, { onError: (error) => notify.error(errorText(error)) });
              setDeleting(null);
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
