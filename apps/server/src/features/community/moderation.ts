import { and, eq, isNull } from 'drizzle-orm';
import type { CommunityBoard } from '@madang/contracts/community';
import type { Database, Executor } from '../../db/client.ts';
import { communityComments, communityPosts, communityReports } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { findCompetition } from '../competitions/find-competition.ts';
import { findComment } from './comments.ts';
import { findPost } from './find-post.ts';
import { assertCanModerate } from './policy.ts';
import { joinPost } from './post-rows.ts';

type ModerationTarget = { board: CommunityBoard; item: 'post' | 'comment'; id: number };

const reportOf = (board: CommunityBoard, id: number) => and(eq(communityReports.board, board), eq(communityReports.id, id));

/**
 * Hides (with the reason the author will read) or restores a post or a comment, once this moderator answers
 * for its board. Hiding also resolves the item's open reports, in the same transaction.
 */
export async function setHidden(db: Database, options: { user: UserRow; target: ModerationTarget; hide: boolean; reason?: string }) {
  const { user, target } = options;
  const { board } = target;
  const comment = target.item === 'comment' ? await findComment(db, { board, id: target.id }) : null;
  const post = await findPost(db, board, comment ? comment.postId : target.id);
  assertCanModerate(post.competitionId ? await findCompetition(db, post.competitionId) : null, user);
  const now = new Date();
  const values = options.hide ? { hiddenAt: now, hiddenBy: user.id, hiddenReason: options.reason ?? '' } : { hiddenAt: null, hiddenBy: null, hiddenReason: null };
  await db.transaction(async (tx) => {
    if (comment)
      await tx
        .update(communityComments)
        .set(values)
        .where(and(eq(communityComments.board, board), eq(communityComments.id, comment.id)));
    else
      await tx
        .update(communityPosts)
        .set(values)
        .where(and(eq(communityPosts.board, board), eq(communityPosts.id, post.id)));
    if (!options.hide) return;
    const item = comment ? eq(communityReports.commentId, comment.id) : and(eq(communityReports.postId, post.id), isNull(communityReports.commentId));
    await tx
      .update(communityReports)
      .set({ state: 'resolved', resolvedBy: user.id, resolvedAt: now })
      .where(and(eq(communityReports.board, board), item, eq(communityReports.state, 'open')));
  });
}

/** Marks a report handled (the moderator looked and kept the item as it is); a deleted item's report is still resolvable. */
export async function resolveReport(db: Executor, options: { user: UserRow; board: CommunityBoard; reportId: number }) {
  const [row] = await db
    .select({ id: communityReports.id, competitionId: communityPosts.competitionId })
    .from(communityReports)
    .innerJoin(communityPosts, joinPost(communityReports))
    .where(reportOf(options.board, options.reportId))
    .limit(1);
  if (!row) throw notFound('not_found');
  assertCanModerate(row.competitionId ? await findCompetition(db, row.competitionId) : null, options.user);
  await db.update(communityReports).set({ state: 'resolved', resolvedBy: options.user.id, resolvedAt: new Date() }).where(reportOf(options.board, row.id));
}
