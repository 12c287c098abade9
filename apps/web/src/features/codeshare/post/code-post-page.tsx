import '../../talkboard/talk.css';
import '../code.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CompetitionLoadError } from '../../../ui/load-error.tsx';
import { Loading } from '../../../ui/query-state.tsx';
import { useSession } from '../../session/use-session.ts';
import { formatPostDate } from '../../../lib/format/dates.ts';
import { useTalkError } from '../../talkboard/use-talk-error.ts';
import { CODE_REASON_MAX } from '@madang/contracts/codeshare';
import { useCodePost, useCodeReport, useDeleteCode, useMarkRead } from '../api/code-api.ts';
import { itemPath } from '../list/code-card.tsx';
import { useCodeBoard } from '../use-code-board.ts';
import { CodeActions } from './code-actions.tsx';
import { CodeComments } from './code-comments.tsx';
import { CodeNeighbours } from './code-neighbours.tsx';
import { ReportDialog } from '../../talkboard/post/report-dialog.tsx';
import { LikeButton } from './like-button.tsx';
import { NotebookView } from './notebook-view.tsx';
import { useReadThrough } from './use-read-through.ts';
import { VersionPicker } from './version-picker.tsx';

/** A code post: its text and notebook, versions, likes after reading, bookmark, share, downloads, comments and neighbours. */
export default function CodePostPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const board = useCodeBoard();
  const id = Number(useParams<{ id: string }>().id);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('version'));
  const version = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const { isLoggedIn } = useSession();
  const query = useCodePost(id, version);
  const remove = useDeleteCode();
  const errorText = useTalkError();
  const onRead = useMarkRead(id);
  const [reporting, setReporting] = useState<{ cs_id: number; reply_id?: number } | null>(null);
  const report = useCodeReport();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { end, recordRead } = useReadThrough({ postId: id, loaded: query.isSuccess, isLoggedIn, alreadyRead: query.data?.read ?? false, onRead });

  if (query.isPending) return <Loading />;
  if (query.isError) return <CompetitionLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const post = query.data;
  // A notification or a list line may name the site-wide page for a competition's post, or the other way round.
  if (post.cpt_id !== board.cptId) return <Navigate replace to={lp(itemPath(post))} />;

  const deletePost = async () => {
    setConfirmDelete(false);
    try {
      await remove.mutateAsync(post.cs_id);
      notify.success(t('code.post.deleted'));
      void navigate(lp(board.base));
    } catch (error) {
      notify.error(errorText(error));
    }
  };
  const pickVersion = (next: number | null) => setParams(next === null ? {} : { version: String(next) });

  return (
    <div className={board.competition ? 'talk-page' : 'container talk-page'}>
      <Link className="link-btn talk-back" to={lp(board.base)}>
        {t('code.post.backToList')}
      </Link>
      <article className="talk-post code-post" data-testid="code-post">
        <header className="talk-post-head">
          <div className="code-card-top">
            <span className={`code-cat code-cat-${post.category}`}>{t(`code.categories.${post.category}`)}</span>
            {post.tags.map((tag) => (
              <span key={tag} className="code-tag">
                #{tag}
              </span>
            ))}
          </div>
          <h1 className="talk-post-title">{post.title}</h1>
          <div className="talk-row-meta muted">
            <span>{post.author?.name ?? '—'}</span>
            <span>{formatPostDate(post.c_time, i18n.language)}</span>
            {post.u_time !== post.c_time ? <span>{t('code.post.edited')}</span> : null}
            <span>{t('code.post.views', { count: post.view_count })}</span>
          </div>
        </header>
        <CodeActions post={post} isLoggedIn={isLoggedIn} onReport={() => setReporting({ cs_id: post.cs_id })} />
        <VersionPicker post={post} onPick={pickVersion} />
        {post.hidden ? (
          <p className="talk-hidden-note" role="note">
            {post.is_mine ? t('code.post.hiddenNotice', { reason: post.hidden_reason ?? '' }) : t('code.post.hiddenForModerator')}
          </p>
        ) : null}
        {post.content ? <Markdown source={post.content} testId="code-post-body" /> : null}
        {post.notebook ? <NotebookView notebook={post.notebook} /> : null}
        <div ref={end} className="code-post-end" data-testid="code-post-end">
          {isLoggedIn && !post.is_mine ? (
            <>
              <p className="muted">{t('code.post.bottomLike')}</p>
              <LikeButton post={post} recordRead={recordRead} />
            </>
          ) : null}
        </div>
        {post.is_mine || post.can_moderate ? (
          <footer className="talk-post-foot">
            <div className="talk-owner-actions">
              {post.is_mine ? (
                <Link className="btn btn-outline btn-sm" to={lp(`${board.base}/${post.cs_id}/edit`)}>
                  {t('code.post.edit')}
                </Link>
              ) : null}
              <button type="button" className="btn btn-danger btn-sm" onClick={() => setConfirmDelete(true)}>
                {t('code.post.delete')}
              </button>
            </div>
          </footer>
        ) : null}
      </article>
      <CodeComments postId={post.cs_id} isLoggedIn={isLoggedIn} onReport={(replyId) => setReporting({ cs_id: post.cs_id, reply_id: replyId })} />
      <CodeNeighbours postId={post.cs_id} base={board.base} />
      <ReportDialog
        open={reporting !== null}
        send={(details) => report.mutateAsync({ ...reporting!, ...details })}
        sending={report.isPending}
        maxLength={CODE_REASON_MAX}
        onClose={() => setReporting(null)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('code.post.deleteTitle')}
        body={t('code.post.deleteBody')}
        confirmLabel={t('code.post.delete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void deletePost()}
      />
    </div>
  );
}
