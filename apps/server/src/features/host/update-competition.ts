import { eq } from 'drizzle-orm';
import { competitionUpdateSchema, type CompetitionUpdate } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { competitions, competitionTruths } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import { competitionColumnsFrom } from '../competitions/competition-columns.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

/**
 * Saves the host's edit form. The metric is part of the prepared ground truth, so once a truth is
 * stored the metric changes only with a new upload of it.
 */
export async function updateCompetition(db: Executor, options: { competition: CompetitionRow; input: CompetitionUpdate }): Promise<CompetitionRow> {
  const { competition } = options;
  const input = competitionUpdateSchema.parse(options.input);
  if (competition.status === 'closed') throw conflict('already_closed');
  if (input.ends_at <= input.starts_at) throw badRequest('validation', { fields: [{ field: 'ends_at', key: 'validation.invalid_value' }] });
  const metricChanged = input.metric !== competition.metric || JSON.stringify(input.metric_options) !== JSON.stringify(competition.metricOptions);
  if (metricChanged) {
    const [truth] = await db.select({ id: competitionTruths.competitionId }).from(competitionTruths).where(eq(competitionTruths.competitionId, competition.id));
    if (truth) throw conflict('metric_needs_truth');
  }
  const [row] = await db
    .update(competitions)
    .set(competitionColumnsFrom(input))
    .where(eq(competitions.id, competition.id))
    .returning();
  return row!;
}
