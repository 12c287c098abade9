import { useTranslation } from 'react-i18next';
import type { TalkPostDetail } from '@madang/contracts/talkboard';
import { notify } from '../../../ui/toast.ts';
import { useBookmark, useVote } from '../api/talk-api.ts';
import { useTalkError } from '../use-talk-error.ts';

/** Vote, bookmark and report for members; visitors are told to log in. */
export function PostActions({ post, isLoggedIn, onReport }: { post: TalkPostDetail; isLoggedIn: boolean; onReport: () => void }) {
  const { t } = useTranslation();
  const vote = useVote(post.tb_id);
  const bookmark = useBookmark(post.tb_id);
  const errorText = useTalkError();
  const onError = (error: unknown) => notify.error(errorText(error));
  if (!isLoggedIn) {
    return (
      <div className="talk-actions">
        <span className="talk-vote-count">{t('talk.post.vote', { count: post.vote_count })}</span>
        <p className="muted">{t('talk.post.loginToAct')}</p>
      </div>
    );
  }
  return (
    <div className="talk-actions">
      <button
        type="button"
        className={post.voted ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'}
        aria-pressed={post.voted}
        disabled={vote.isPending}
        onClick={() => vote.mutate(undefined, { onError })}
      >
        {t('talk.post.vote', { count: post.vote_count })}
      </button>
      <button
        type="button"
        className={post.bookmarked ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'}
        aria-pressed={post.bookmarked}
        disabled={bookmark.isPending}
        onClick={() => bookmark.mutate(!post.bookmarked, { onError })}
      >
        {post.bookmarked ? t('talk.post.bookmarked') : t('talk.post.bookmark')}
      </button>
      {!post.is_mine && !post.hidden ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onReport}>
          {t('talk.post.report')}
        </button>
      ) : null}
    </div>
  );
}
