import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { competitions } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { closeCompetition } from '../leaderboards/close-competition.ts';

/**
 * The console's close. Before the announced end it ends the competition now and closes it, in one
 * transaction: if the close is refused (grading still running), the end stays where it was. This is
 * the only way besides "extend" that a published schedule's end moves.
 */
export async function closeNow(ctx: Pick<AppContext, 'db' | 'cache'>, options: { competition: CompetitionRow; now: Date }) {
  const { competition, now } = options;
  // A draft has no participants to rank, and one not yet started would end before its start.
  if (!competition.publishedAt) throw conflict('close_unpublished');
  if (now < competition.startsAt) throw conflict('close_before_start');
  return ctx.db.transaction(async (tx) => {
    let current = competition;
    if (competition.status === 'active' && competition.publishedAt && now < competition.endsAt) {
      const [row] = await tx.update(competitions).set({ endsAt: now }).where(eq(competitions.id, competition.id)).returning();
      current = row!;
    }
    return closeCompetition({ db: tx, cache: ctx.cache }, { competition: current, now });
  });
}
