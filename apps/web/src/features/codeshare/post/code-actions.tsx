import { useTranslation } from 'react-i18next';
import type { CodePostDetail } from '@madang/contracts/codeshare';
import { BookmarkButton } from '../../community/post/bookmark-button.tsx';
import { SharePopup } from '../../community/share/share-popup.tsx';
import { codeCommunity } from '../api/code-community.ts';
import { LikeButton } from './like-button.tsx';

const downloadUrl = (path: string, post: CodePostDetail) => `/api/codeshare/${path}?cs_id=${post.cs_id}&version=${post.version}`;

/** The bar above a post: like, bookmark, share and report for members; downloads for everyone. */
export function CodeActions({ post, isLoggedIn, onReport }: { post: CodePostDetail; isLoggedIn: boolean; onReport: () => void }) {
  const { t } = useTranslation();
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
      <SharePopup board={codeCommunity} postId={post.cs_id} title={post.title} shareCount={post.share_count} />
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
