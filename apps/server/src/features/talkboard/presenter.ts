import type { TalkPostDetail, TalkPostItem } from '@madang/contracts/talkboard';
import type { UserRow } from '../accounts/sessions.ts';
import { excerptOf } from '../community/excerpt.ts';
import { canModerateBoard, isAuthor } from '../community/policy.ts';
import type { TalkPostRow } from '../community/post-rows.ts';
import { personOf, presentPostLine } from '../community/present-post.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { PostListRow } from './list-posts.ts';

export function presentPostItem(row: PostListRow): TalkPostItem {
  const { post } = row;
  return {
    tb_id: post.id,
    cpt_id: post.competitionId ?? 0,
    tbType: post.category,
    title: post.title,
    excerpt: excerptOf(post.body),
    ...presentPostLine(post, row),
  };
}

/** A post as its page shows it; the moderator's reason is there only for those who may see a hidden post at all. */
export function presentPostDetail(
  post: TalkPostRow,
  context: { authorName: string | null; commentCount: number; board: CompetitionRow | null; user: UserRow | undefined; voted: boolean; bookmarked: boolean },
): TalkPostDetail {
  return {
    tb_id: post.id,
    cpt_id: post.competitionId ?? 0,
    tbType: post.category,
    title: post.title,
    content: post.body,
    video_url: post.videoUrl,
    author: personOf(post.authorId, context.authorName),
    view_count: post.viewCount,
    vote_count: post.voteCount,
    comment_count: context.commentCount,
    hidden: post.hiddenAt !== null,
    hidden_reason: post.hiddenAt ? post.hiddenReason : null,
    c_time: post.createdAt.toISOString(),
    u_time: post.updatedAt.toISOString(),
    voted: context.voted,
    bookmarked: context.bookmarked,
    is_mine: isAuthor(post, context.user),
    can_moderate: canModerateBoard(context.board, context.user),
  };
}
