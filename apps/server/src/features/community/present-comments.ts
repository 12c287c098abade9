import type { TalkComment } from '@madang/contracts/talkboard';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { CommentListRow } from './comments.ts';
import { isAuthor, seesHiddenText } from './policy.ts';
import { personOf } from './present-post.ts';

/**
 * A comment for one viewer: a hidden comment's text and reason reach only its author and the board's
 * moderators (everyone else reads "hidden by a moderator"); a deleted one keeps its place for its replies.
 */
export function presentComment(row: CommentListRow, viewer: { board: CompetitionRow | null; user: UserRow | undefined }): TalkComment {
  const { comment } = row;
  const hidden = comment.hiddenAt !== null;
  const deleted = comment.deletedAt !== null;
  const privileged = seesHiddenText(comment, viewer.board, viewer.user);
  return {
    reply_id: comment.id,
    parent_id: comment.parentId,
    author: deleted ? null : personOf(comment.authorId, row.authorName),
    content: deleted || (hidden && !privileged) ? null : comment.body,
    hidden,
    hidden_reason: hidden && privileged && !deleted ? comment.hiddenReason : null,
    deleted,
    is_mine: !deleted && isAuthor(comment, viewer.user),
    c_time: comment.createdAt.toISOString(),
    edited: comment.updatedAt.getTime() - comment.createdAt.getTime() > 1000,
    host_answer: comment.hostAnswer,
  };
}

/** A viewer's comment list: deleted comments stay only where live replies hang below them. */
export function presentComments(rows: CommentListRow[], viewer: { board: CompetitionRow | null; user: UserRow | undefined }): TalkComment[] {
  const parentsWithReplies = new Set(rows.filter((r) => r.comment.parentId !== null && r.comment.deletedAt === null).map((r) => r.comment.parentId));
  return rows.filter((r) => r.comment.deletedAt === null || (r.comment.parentId === null && parentsWithReplies.has(r.comment.id))).map((r) => presentComment(r, viewer));
}
