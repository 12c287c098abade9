import '../talk.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { usePageSubject } from '../../../ui/use-page-title.ts';
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
import { PostVideo } from '../../community/post/post-video.tsx';
import { countView, useAdjacentPosts, useTailPosts, useTalkPost } from '../api/talk-api.ts';
import { talkCommunity } from '../api/talk-community.ts';
import { competitionPostPath } from '../lib/board.ts';
import { PostRow } from '../list/post-row.tsx';
import { useBoard } from '../use-board.ts';
import { PostActions } from './post-actions.tsx';
import { SubjectLinks } from './subject-links.tsx';

/** A post: its text rendered safely, votes, bookmark, report, the author's edit and delete, comments and neighbours. */
export default function TalkPostPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const board = useBoard();
  const id = Number(useParams<{ id: string }>().id);
  const { isLoggedIn } = useSession();
  const query = useTalkPost(id);
  const adjacent = useAdjacentPosts(id);
  const tail = useTailPosts(id);
  const dialogs = usePostDialogs(talkCommunity, id, board.base);
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
  if (post.cpt_id !== board.cptId) return <Navigate replace to={lp(competitionPostPath(post.cpt_id, post.tb_id))} />;

  return (
    <PostFrame board={talkCommunity} inCompetition={board.competition !== null} listPath={board.base}>
      <article className="talk-post" data-testid="talk-post">
        <PostHeader board={talkCommunity} post={post}>
          <span className={`talk-cat talk-cat-${post.tbType}`}>{t(`talk.categories.${post.tbType}`)}</span>
        </PostHeader>
        <HiddenNote board={talkCommunity} post={post} />
        <SubjectLinks subject={post.subject} />
        {post.video_url ? <PostVideo url={post.video_url} /> : null}
        <Markdown source={post.content} testId="talk-post-body" />
        <footer className="talk-post-foot">
          <PostActions post={post} isLoggedIn={isLoggedIn} onReport={dialogs.reportPost} />
          {post.can_edit ? <OwnerActions board={talkCommunity} editPath={`${board.base}/${post.tb_id}/edit`} onDelete={post.is_mine ? dialogs.askDelete : undefined} /> : null}
        </footer>
      </article>
      <CommentsSection board={talkCommunity} postId={post.tb_id} isLoggedIn={isLoggedIn} onReport={dialogs.reportComment} />
      <AdjacentLinks board={talkCommunity} base={board.base} adjacent={adjacent.data} />
      <MorePosts board={talkCommunity} listClass="talk-list">
        {tail.data?.map((item) => (
          <PostRow key={item.tb_id} post={item} base={board.base} />
        ))}
      </MorePosts>
      {dialogs.dialogs}
    </PostFrame>
  );
}
