import { eq } from 'drizzle-orm';
import type { CompetitionRef } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { competitions } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

export type CompetitionRow = typeof competitions.$inferSelect;

/** The competition named by number or slug, or a 404. */
export async function findCompetition(db: Executor, ref: CompetitionRef): Promise<CompetitionRow> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(typeof ref === 'number' ? eq(competitions.id, ref) : eq(competitions.slug, ref))
    .limit(1);
  if (!row) throw notFound('not_found');
  return row;
}
