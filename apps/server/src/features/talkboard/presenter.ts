import type { Locale } from '@madang/contracts';
import type { ModerationItem, ModerationReport, TalkComment, TalkPostDetail, TalkPostItem } from '@madang/contracts/talkboard';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { talkPostLink } from './board-link.ts';
import type { CommentListRow } from './comments.ts';
import type { TalkPostRow } from './find-post.ts';
import type { PostListRow } from './list-posts.ts';
import type { ReportListRow } from './list-reports.ts';
import { canModerateBoard, isAuthor, seesHiddenText } from './policy.ts';

const EXCERPT = 160;

/** Plain words of a markdown body, for list lines and the moderators' excerpts. */
export function excerptOf(markdown: string, length = EXCERPT): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    // No pattern may scan past the next bracket or line: a body of `[` or newlines repeated would make each
    // match attempt read to the end, seconds of work on the event loop for every list that shows the post.
    .replace(/!\[[^[\]]*\]\([^()[\]]*\)/g, ' ')
    .replace(/\[([^[\]]*)\]\([^()[\]]*\)/g, '$1')
    .replace(/^[ \t]*(?:[-+*]|\d+\.)[ \t]+/gm, ' ')
    // Emphasis marks sit inside words ("**02시**부터"), so they go without leaving a space.
    .replace(/~~|[*`]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
    .replace(/[#>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

const author = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export function presentPostItem(row: PostListRow): TalkPostItem {
  const { post } = row;
  return {
    tb_id: post.id,
    cpt_id: post.competitionId ?? 0,
    tbType: post.category,
    title: post.title,
    excerpt: excerptOf(post.body),
    author: author(post.authorId, row.authorName),
    view_count: post.viewCount,
    vote_count: post.voteCount,
    comment_count: row.commentCount,
    hidden: post.hiddenAt !== null,
    c_time: post.createdAt.toISOString(),
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
    author: author(post.authorId, context.authorName),
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
    author: deleted ? null : author(comment.authorId, row.authorName),
    content: deleted || (hidden && !privileged) ? null : comment.body,
    hidden,
    hidden_reason: hidden && privileged && !deleted ? comment.hiddenReason : null,
    deleted,
    is_mine: !deleted && isAuthor(comment, viewer.user),
    c_time: comment.createdAt.toISOString(),
    edited: comment.updatedAt.getTime() - comment.createdAt.getTime() > 1000,
  };
}

/** A viewer's comment list: deleted comments stay only where live replies hang below them. */
export function presentComments(rows: CommentListRow[], viewer: { board: CompetitionRow | null; user: UserRow | undefined }): TalkComment[] {
  const parentsWithReplies = new Set(rows.filter((r) => r.comment.parentId !== null && r.comment.deletedAt === null).map((r) => r.comment.parentId));
  return rows
    .filter((r) => r.comment.deletedAt === null || (r.comment.parentId === null && parentsWithReplies.has(r.comment.id)))
    .map((r) => presentComment(r, viewer));
}

type Board = { id: number | null; isOfficial: boolean | null; title: { ko: string; en: string } | null } | null;
const boardOf = (board: Board) => (board && board.id !== null ? { id: board.id, isOfficial: !!board.isOfficial } : null);

export function presentModerationItem(input: {
  post: TalkPostRow;
  comment: { id: number; body: string; authorId: number | null; hiddenAt: Date | null; hiddenReason: string | null } | null;
  board: Board;
  authorName: string | null;
  locale: Locale;
}): ModerationItem {
  const { post, comment } = input;
  const item = comment ?? { id: null, body: `${post.title} — ${post.body}`, authorId: post.authorId, hiddenAt: post.hiddenAt, hiddenReason: post.hiddenReason };
  return {
    kind: comment ? 'comment' : 'post',
    tb_id: post.id,
    reply_id: comment?.id ?? null,
    cpt_id: post.competitionId ?? 0,
    board_title: input.board?.title ? input.board.title[input.locale] || input.board.title.ko : null,
    link: talkPostLink(post.id, boardOf(input.board)),
    excerpt: excerptOf(item.body, 200),
    author: author(item.authorId, input.authorName),
    hidden: item.hiddenAt !== null,
    hidden_reason: item.hiddenAt ? item.hiddenReason : null,
  };
}

export function presentReport(row: ReportListRow, locale: Locale): ModerationReport {
  const { report } = row;
  return {
    id: report.id,
    reason: report.reason,
    text: report.text,
    state: report.state,
    reporter: author(report.reporterId, row.reporterName),
    resolver: author(report.resolvedBy, row.resolverName),
    c_time: report.createdAt.toISOString(),
    resolved_time: report.resolvedAt?.toISOString() ?? null,
    item: presentModerationItem({
      post: row.post,
      comment: row.comment,
      board: row.board,
      authorName: row.comment ? row.commentAuthorName : row.postAuthorName,
      locale,
    }),
  };
}
