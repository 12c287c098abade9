import { useTranslation } from 'react-i18next';
import type { CodePostDetail } from '@madang/contracts/codeshare';
import { notify } from '../../../ui/toast.ts';
import { BookmarkButton } from '../../community/post/bookmark-button.tsx';
import { useCommunityError } from '../../community/use-community-error.ts';
import { countCodeShare } from '../api/code-api.ts';
import { codeCommunity } from '../api/code-community.ts';
import { LikeButton } from './like-button.tsx';

const downloadUrl = (path: string, post: CodePostDetail) => `/api/codeshare/${path}?cs_id=${post.cs_id}&version=${post.version}`;

/** The bar above a post: like, bookmark, share and report for members; downloads for everyone. */
export function CodeActions({ post, isLoggedIn, onReport }: { post: CodePostDetail; isLoggedIn: boolean; onReport: () => void }) {
  const { t } = useTranslation();
  const errorText = useCommunityError();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify.success(t('code.post.shared'));
      await countCodeShare(post.cs_id);
    } catch (error) {
      notify.error(errorText(error));
    }
  };
  return (
    <div className="talk-actions code-actions">
      {isLoggedIn ? (
        <>
          <LikeButton post={post} />
          <BookmarkButton board={codeCommunity} postId={post.cs_id} bookmarked={post.bookmarked} />
        </>
      ) : (
        <span className="talk-vote-count">{t('code.post.like', { count: post.vote_count })}</span>
      )}
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void share()}>
        {t('code.post.share')}
      </button>
      {post.notebook ? (
        <a className="btn btn-ghost btn-sm" href={downloadUrl('download', post)} download>
          {t('code.post.downloadNotebook')}
        </a>
      ) : null}
      <a className="btn btn-ghost btn-sm" href={downloadUrl('downloadHTML', post)} download>
        {t('code.post.downloadHtml')}
      </a>
      {isLoggedIn && !post.is_mine && !post.hidden ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onReport}>
          {t('code.post.report')}
        </button>
      ) : null}
      {!isLoggedIn ? <p className="muted">{t('code.post.loginToAct')}</p> : null}
    </div>
  );
}
