import { eq } from 'drizzle-orm';
import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { competitions } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { checkSetup } from './check-setup.ts';

/** Makes a draft visible to everyone, once its data, sample and ground truth pass the console's checks. */
export async function publishCompetition(ctx: Pick<AppContext, 'db' | 'storage' | 'cache'>, options: { competition: CompetitionRow; locale: Locale; now: Date }) {
  const { competition } = options;
  if (competition.publishedAt) throw conflict('already_published');
  const check = await checkSetup(ctx.db, ctx.storage, { competition, locale: options.locale });
  if (check.problems.length > 0) throw conflict('setup_incomplete', { data: { problems: check.problems } });
  const [row] = await ctx.db.update(competitions).set({ publishedAt: options.now }).where(eq(competitions.id, competition.id)).returning();
  ctx.cache.invalidate(competition.id);
  return row!;
}
