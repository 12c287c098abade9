import { useTranslation } from 'react-i18next';
import type { TalkPostDetail } from '@madang/contracts/talkboard';
import { notify } from '../../../ui/toast.ts';
import { useVote } from '../../community/api/community-api.ts';
import { BookmarkButton } from '../../community/post/bookmark-button.tsx';
import { SharePopup } from '../../community/share/share-popup.tsx';
import { useCommunityError } from '../../community/use-community-error.ts';
import { talkCommunity } from '../api/talk-community.ts';

/** Vote, bookmark and report for members; visitors are told to log in. Anyone may share. */
export function PostActions({ post, isLoggedIn, onReport }: { post: TalkPostDetail; isLoggedIn: boolean; onReport: () => void }) {
  const { t } = useTranslation();
  const share = <SharePopup board={talkCommunity} postId={post.tb_id} title={post.title} shareCount={post.share_count} />;
  const vote = useVote(talkCommunity, post.tb_id);
  const errorText = useCommunityError();
  if (!isLoggedIn) {
    return (
      <div className="talk-actions">
        <span className="talk-vote-count">{t('talk.post.vote', { count: post.vote_count })}</span>
        {share}
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
        onClick={() => vote.mutate(undefined, { onError: (error) => notify.error(errorText(error)) })}
      >
        {t('talk.post.vote', { count: post.vote_count })}
      </button>
      <BookmarkButton board={talkCommunity} postId={post.tb_id} bookmarked={post.bookmarked} />
      {share}
      {!post.is_mine && !post.hidden ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onReport}>
          {t('talk.post.report')}
        </button>
      ) : null}
    </div>
  );
}
