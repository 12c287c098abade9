import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { competitions } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

/** Moves the end later, never earlier: participants have planned around the announced deadline. */
export async function extendDeadline(ctx: Pick<AppContext, 'db' | 'cache'>, options: { competition: CompetitionRow; endsAt: Date }) {
  const { competition, endsAt } = options;
  if (competition.status === 'closed') throw conflict('already_closed');
  if (endsAt <= competition.endsAt) throw badRequest('validation', { fields: [{ field: 'ends_at', key: 'validation.invalid_value' }] });
  const [row] = await ctx.db.update(competitions).set({ endsAt }).where(eq(competitions.id, competition.id)).returning();
  ctx.cache.invalidate(competition.id);
  return row!;
}
