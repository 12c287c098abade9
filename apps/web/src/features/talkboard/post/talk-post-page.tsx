import '../talk.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { notify } from '../../../ui/toast.ts';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { usePageSubject } from '../../../ui/use-page-title.ts';
import { CompetitionLoadError } from '../../../ui/load-error.tsx';
import { Loading } from '../../../ui/query-state.tsx';
import { useSession } from '../../session/use-session.ts';
import { TALK_REASON_MAX } from '@madang/contracts/talkboard-limits';
import { countView, useDeletePost, useReport, useTalkPost } from '../api/talk-api.ts';
import { competitionPostPath } from '../lib/board.ts';
import { formatPostDate } from '../../../lib/format/dates.ts';
import { useBoard } from '../use-board.ts';
import { useTalkError } from '../use-talk-error.ts';
import { AdjacentLinks } from './adjacent-links.tsx';
import { CommentsSection } from './comments-section.tsx';
import { MorePosts } from './more-posts.tsx';
import { PostActions } from './post-actions.tsx';
import { useLatch } from '../../../ui/use-latch.ts';

// The dialogs (and their focus trap and scroll lock) load when one first opens: reading a post needs neither.
const ReportDialog = lazy(() => import('./report-dialog.tsx').then((m) => ({ default: m.ReportDialog })));
const ConfirmDialog = lazy(() => import('../../../ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/** A post: its text rendered safely, votes, bookmark, report, the author's edit and delete, comments and neighbours. */
export default function TalkPostPage() {
  const { t, i18n } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const board = useBoard();
  const id = Number(useParams<{ id: string }>().id);
  const { isLoggedIn } = useSession();
  const query = useTalkPost(id);
  const remove = useDeletePost();
  const errorText = useTalkError();
  const [reporting, setReporting] = useState<{ tb_id: number; reply_id?: number } | null>(null);
  const report = useReport();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const reportMounted = useLatch(reporting !== null);
  const confirmMounted = useLatch(confirmDelete);
  const viewed = useRef<number | null>(null);
  usePageSubject(query.data?.title);
  const loaded = query.isSuccess;

  useEffect(() => {
    if (!loaded || viewed.current === id) return;
    viewed.current = id;
    void countView(id).catch(() => undefined);
  }, [id, loaded]);

  if (query.isPending) return <Loading />;
  if (query.isError) return <CompetitionLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const post = query.data;
  // A notification about a competition's post may point at the forum (spec: cpt_id 1 is a site board).
  if (post.cpt_id !== board.cptId) return <Navigate replace to={lp(post.cpt_id === 0 ? `/forum/${post.tb_id}` : competitionPostPath(post.cpt_id, post.tb_id))} />;

  const deletePost = async () => {
    setConfirmDelete(false);
    try {
      await remove.mutateAsync(post.tb_id);
      notify.success(t('talk.post.deleted'));
      void navigate(lp(board.base));
    } catch (error) {
      notify.error(errorText(error));
    }
  };

  return (
    <div className={board.competition ? 'talk-page' : 'container talk-page'}>
      <Link className="link-btn talk-back" to={lp(board.base)}>
        {t('talk.post.backToList')}
      </Link>
      <article className="talk-post" data-testid="talk-post">
        <header className="talk-post-head">
          <span className={`talk-cat talk-cat-${post.tbType}`}>{t(`talk.categories.${post.tbType}`)}</span>
          <h1 className="talk-post-title">{post.title}</h1>
          <div className="talk-row-meta muted">
            <span>{post.author?.name ?? '—'}</span>
            <span>{formatPostDate(post.c_time, i18n.language)}</span>
            {post.u_time !== post.c_time ? <span>{t('talk.post.edited')}</span> : null}
            <span>{t('talk.post.views', { count: post.view_count })}</span>
          </div>
        </header>
        {post.hidden ? (
          <p className="talk-hidden-note" role="note">
            {post.is_mine ? t('talk.post.hiddenNotice', { reason: post.hidden_reason ?? '' }) : t('talk.post.hiddenForModerator')}
          </p>
        ) : null}
        {post.video_url ? (
          <p>
            <a href={post.video_url} target="_blank" rel="noopener noreferrer nofollow">
              {t('talk.post.video')}
            </a>
          </p>
        ) : null}
        <Markdown source={post.content} testId="talk-post-body" />
        <footer className="talk-post-foot">
          <PostActions post={post} isLoggedIn={isLoggedIn} onReport={() => setReporting({ tb_id: post.tb_id })} />
          {post.is_mine ? (
            <div className="talk-owner-actions">
              <Link className="btn btn-outline btn-sm" to={lp(`${board.base}/${post.tb_id}/edit`)}>
                {t('talk.post.edit')}
              </Link>
              <button type="button" className="btn btn-danger btn-sm" onClick={() => setConfirmDelete(true)}>
                {t('talk.post.delete')}
              </button>
            </div>
          ) : null}
        </footer>
      </article>
      <CommentsSection postId={post.tb_id} isLoggedIn={isLoggedIn} onReport={(replyId) => setReporting({ tb_id: post.tb_id, reply_id: replyId })} />
      <AdjacentLinks postId={post.tb_id} base={board.base} />
      <MorePosts postId={post.tb_id} base={board.base} />
      <Suspense fallback={null}>
        {reportMounted ? (
          <ReportDialog
            open={reporting !== null}
            send={(details) => report.mutateAsync({ ...reporting!, ...details })}
            sending={report.isPending}
            maxLength={TALK_REASON_MAX}
            onClose={() => setReporting(null)}
          />
        ) : null}
        {confirmMounted ? (
          <ConfirmDialog
            open={confirmDelete}
            title={t('talk.post.deleteTitle')}
            body={t('talk.post.deleteBody')}
            confirmLabel={t('talk.post.delete')}
            onCancel={() => setConfirmDelete(false)}
            onConfirm={() => void deletePost()}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
