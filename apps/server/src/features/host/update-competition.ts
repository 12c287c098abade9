import { eq } from 'drizzle-orm';
import { competitionUpdateSchema, type CompetitionUpdate } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { competitions, competitionTruths } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { metricDirection } from '../grading/scorer.ts';

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
    .set({
      isOfficial: input.is_official,
      kind: input.kind,
      status: input.status,
      title: input.title,
      summary: input.summary,
      pages: input.pages,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      teamMergeDeadline: input.team_merge_deadline,
      metric: input.metric,
      metricOptions: input.metric_options,
      direction: metricDirection(input.metric),
      dailyLimit: input.daily_limit,
      totalLimit: input.total_limit,
      finalLimit: input.final_limit,
      fileExtension: input.file_extension,
      maxFileBytes: input.max_file_bytes,
      maxRows: input.max_rows,
      teamSizeMax: input.team_size_max,
      affiliationRule: input.affiliation_rule,
      prizeTotal: input.prizes.reduce((sum, prize) => sum + prize.amount, 0),
      prizes: input.prizes,
      sponsors: input.sponsors.map((s) => ({ name: s.name, logoUrl: s.logo_url, url: s.url })),
      accessMode: input.access,
      requiresPhone: input.requires_phone,
    })
    .where(eq(competitions.id, competition.id))
    .returning();
  return row!;
}
