import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { talkComments, talkPosts, talkReports } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { findCompetition } from '../competitions/find-competition.ts';
import { findComment } from './comments.ts';
import { findPost } from './find-post.ts';
import { assertCanModerate } from './policy.ts';

export type ModerationTarget = { kind: 'post' | 'comment'; id: number };

/** The post or comment a moderation call names, once this moderator answers for its board. */
export async function findModeratedItem(db: Executor, options: { user: UserRow; target: ModerationTarget }) {
  const comment = options.target.kind === 'comment' ? await findComment(db, { id: options.target.id }) : null;
  const post = await findPost(db, comment ? comment.postId : options.target.id);
  const board = post.competitionId ? await findCompetition(db, post.competitionId) : null;
  assertCanModerate(board, options.user);
  return { post, comment };
}

/**
 * Hides (with the reason the author will read) or restores a post or a comment. Hiding also resolves the
 * item's open reports, in the same transaction.
 */
export async function setHidden(db: Database, options: { user: UserRow; target: ModerationTarget; hide: boolean; reason?: string }) {
  const { user, target } = options;
  await findModeratedItem(db, { user, target });
  const now = new Date();
  const values = options.hide ? { hiddenAt: now, hiddenBy: user.id, hiddenReason: options.reason ?? '' } : { hiddenAt: null, hiddenBy: null, hiddenReason: null };
  await db.transaction(async (tx) => {
    if (target.kind === 'post') await tx.update(talkPosts).set(values).where(eq(talkPosts.id, target.id));
    else await tx.update(talkComments).set(values).where(eq(talkComments.id, target.id));
    if (!options.hide) return;
    const item = target.kind === 'post' ? and(eq(talkReports.postId, target.id), isNull(talkReports.commentId)) : eq(talkReports.commentId, target.id);
    await tx
      .update(talkReports)
      .set({ state: 'resolved', resolvedBy: user.id, resolvedAt: now })
      .where(and(item, eq(talkReports.state, 'open')));
  });
}

/** Marks a report handled (the moderator looked and kept the item as it is); a deleted item's report is still resolvable. */
export async function resolveReport(db: Executor, options: { user: UserRow; reportId: number }) {
  const [row] = await db
    .select({ id: talkReports.id, competitionId: talkPosts.competitionId })
    .from(talkReports)
    .innerJoin(talkPosts, eq(talkPosts.id, talkReports.postId))
    .where(eq(talkReports.id, options.reportId))
    .limit(1);
  if (!row) throw notFound('not_found');
  const board = row.competitionId ? await findCompetition(db, row.competitionId) : null;
  assertCanModerate(board, options.user);
  await db
    .update(talkReports)
    .set({ state: 'resolved', resolvedBy: options.user.id, resolvedAt: new Date() })
    .where(eq(talkReports.id, row.id));
}
