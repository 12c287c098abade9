import { eq } from 'drizzle-orm';
import { competitionUpdateSchema, type CompetitionUpdate } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { competitions, competitionTruths } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import { competitionColumnsFrom } from '../competitions/competition-columns.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

const MINUTE = 60_000;
/** The form edits times to the minute: the same minute is the same end. */
const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / MINUTE) === Math.floor(b.getTime() / MINUTE);

/**
 * Saves the host's edit form. The metric is part of the prepared ground truth, so once a truth is
 * stored the metric changes only with a new upload of it. Once published, the announced end moves
 * only through "extend" (later) or the close (now): participants plan around it, and the form must
 * not pull it earlier.
 */
export async function updateCompetition(db: Executor, options: { competition: CompetitionRow; input: CompetitionUpdate }): Promise<CompetitionRow> {
  const { competition } = options;
  const input = competitionUpdateSchema.parse(options.input);
  if (competition.status === 'closed') throw conflict('already_closed');
  if (competition.publishedAt) {
    if (!sameMinute(input.ends_at, competition.endsAt)) throw badRequest('validation', { fields: [{ field: 'ends_at', key: 'host.validation.endPublished' }] });
    input.ends_at = competition.endsAt;
  }
  if (input.ends_at <= input.starts_at) throw badRequest('validation', { fields: [{ field: 'ends_at', key: 'validation.invalid_value' }] });
  const metricChanged = input.metric !== competition.metric || JSON.stringify(input.metric_options) !== JSON.stringify(competition.metricOptions);
  if (metricChanged) {
    const [truth] = await db.select({ id: competitionTruths.competitionId }).from(competitionTruths).where(eq(competitionTruths.competitionId, competition.id));
    if (truth) throw conflict('metric_needs_truth');
  }
  const [row] = await db.update(competitions).set(competitionColumnsFrom(input)).where(eq(competitions.id, competition.id)).returning();
  return row!;
}
