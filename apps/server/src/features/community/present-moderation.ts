import type { Locale } from '@madang/contracts';
import type { PublicBoard } from '@madang/contracts/community';
import type { ModerationItem, ModerationReport } from '@madang/contracts/talkboard';
import { excerptOf } from './excerpt.ts';
import type { HiddenListRow, ReportListRow } from './list-moderation.ts';
import { postLink } from './post-link.ts';
import type { CommentRow, CommunityPostRow } from './post-rows.ts';
import { personOf } from './present-post.ts';

type Board = { id: number | null; isOfficial: boolean | null; title: { ko: string; en: string } | null } | null;

const kinds = { talk: { post: 'post', comment: 'comment' }, code: { post: 'code_post', comment: 'code_comment' } } as const;

/** A post or a comment as the console lists it; a talk post reads as its title and body, a code post as its title. */
function presentModerationItem(input: { post: CommunityPostRow; comment: CommentRow | null; board: Board; authorName: string | null; locale: Locale }): ModerationItem {
  const { post, comment, board } = input;
  const postText = post.board === 'talk' ? `${post.title} — ${post.body}` : post.title;
  const item = comment ?? { id: null, body: postText, authorId: post.authorId, hiddenAt: post.hiddenAt, hiddenReason: post.hiddenReason };
  const competition = board && board.id !== null ? { id: board.id, isOfficial: !!board.isOfficial } : null;
  return {
    // Reports and hides reach only the public boards: the support board has neither call.
    kind: kinds[post.board as PublicBoard][comment ? 'comment' : 'post'],
    tb_id: post.id,
    reply_id: comment?.id ?? null,
    cpt_id: post.competitionId ?? 0,
    board_title: board?.title ? board.title[input.locale] || board.title.ko : null,
    link: postLink(post.board, post.id, competition),
    excerpt: excerptOf(item.body, 200),
    author: personOf(item.authorId, input.authorName),
    hidden: item.hiddenAt !== null,
    hidden_reason: item.hiddenAt ? item.hiddenReason : null,
  };
}

export const presentHiddenItem = (row: HiddenListRow, locale: Locale) => presentModerationItem({ ...row, locale });

export function presentReport(row: ReportListRow, locale: Locale): ModerationReport {
  const { report } = row;
  return {
    id: report.id,
    reason: report.reason,
    text: report.text,
    state: report.state,
    reporter: personOf(report.reporterId, row.reporterName),
    resolver: personOf(report.resolvedBy, row.resolverName),
    c_time: report.createdAt.toISOString(),
    resolved_time: report.resolvedAt?.toISOString() ?? null,
    item: presentModerationItem({ post: row.post, comment: row.comment, board: row.board, authorName: row.comment ? row.commentAuthorName : row.postAuthorName, locale }),
  };
}
