import '../code.css';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { CompetitionLoadError } from '../../../ui/load-error.tsx';
import { Loading } from '../../../ui/query-state.tsx';
import { useSession } from '../../session/use-session.ts';
import { CommentsSection } from '../../community/comments/comments-section.tsx';
import { AdjacentLinks } from '../../community/post/adjacent-links.tsx';
import { MorePosts } from '../../community/post/more-posts.tsx';
import { OwnerActions } from '../../community/post/owner-actions.tsx';
import { PostFrame } from '../../community/post/post-frame.tsx';
import { HiddenNote, PostHeader } from '../../community/post/post-header.tsx';
import { usePostDialogs } from '../../community/post/use-post-dialogs.tsx';
import { useCodeAdjacent, useCodePost, useCodeTail, useMarkRead } from '../api/code-api.ts';
import { codeCommunity } from '../api/code-community.ts';
import { CodeCard, itemPath } from '../list/code-card.tsx';
import { useCodeBoard } from '../use-code-board.ts';
import { CodeActions } from './code-actions.tsx';
import { LikeButton } from './like-button.tsx';
import { NotebookView } from './notebook-view.tsx';
import { useReadThrough } from './use-read-through.ts';
import { VersionPicker } from './version-picker.tsx';

/** A code post: its text and notebook, versions, likes after reading, bookmark, share, downloads, comments and neighbours. */
export default function CodePostPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const board = useCodeBoard();
  const id = Number(useParams<{ id: string }>().id);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('version'));
  const version = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const { isLoggedIn } = useSession();
  const query = useCodePost(id, version);
  const adjacent = useCodeAdjacent(id);
  const tail = useCodeTail(id);
  const onRead = useMarkRead(id);
  const dialogs = usePostDialogs(codeCommunity, id, board.base);
  const { end, recordRead } = useReadThrough({ postId: id, loaded: query.isSuccess, isLoggedIn, alreadyRead: query.data?.read ?? false, onRead });

  if (query.isPending) return <Loading />;
  if (query.isError) return <CompetitionLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const post = query.data;
  // A notification or a list line may name the site-wide page for a competition's post, or the other way round.
  if (post.cpt_id !== board.cptId) return <Navigate replace to={lp(itemPath(post))} />;
  const pickVersion = (next: number | null) => setParams(next === null ? {} : { version: String(next) });

  return (
    <PostFrame board={codeCommunity} inCompetition={board.competition !== null} listPath={board.base}>
      <article className="talk-post code-post" data-testid="code-post">
        <PostHeader board={codeCommunity} post={post}>
          <div className="code-card-top">
            <span className={`code-cat code-cat-${post.category}`}>{t(`code.categories.${post.category}`)}</span>
            {post.tags.map((tag) => (
              <span key={tag} className="code-tag">
                #{tag}
              </span>
            ))}
          </div>
        </PostHeader>
        <CodeActions post={post} isLoggedIn={isLoggedIn} onReport={dialogs.reportPost} />
        <VersionPicker post={post} onPick={pickVersion} />
        <HiddenNote board={codeCommunity} post={post} />
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
            <OwnerActions board={codeCommunity} editPath={post.is_mine ? `${board.base}/${post.cs_id}/edit` : null} onDelete={dialogs.askDelete} />
          </footer>
        ) : null}
      </article>
      <CommentsSection board={codeCommunity} postId={post.cs_id} isLoggedIn={isLoggedIn} onReport={dialogs.reportComment} />
      <AdjacentLinks board={codeCommunity} base={board.base} adjacent={adjacent.data} />
      <MorePosts board={codeCommunity} listClass="code-list">
        {tail.data?.map((item) => (
          <CodeCard key={item.cs_id} post={item} showBoard={false} />
        ))}
      </MorePosts>
      {dialogs.dialogs}
    </PostFrame>
  );
}
