import { competitionCreateSchema, type CompetitionCreate } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { competitions } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import { metricDirection } from '../grading/scorer.ts';
import type { CompetitionRow } from './find-competition.ts';

/**
 * Creates a competition from the host's form; data files and ground truth are added afterwards. The
 * console creates drafts (`draft: true`) that only their host sees until published.
 */
export async function createCompetition(db: Executor, options: { input: CompetitionCreate; hostUserId: number | null; draft?: boolean }): Promise<CompetitionRow> {
  const input = competitionCreateSchema.parse(options.input);
  if (input.ends_at <= input.starts_at) throw badRequest('validation', { fields: [{ field: 'ends_at', key: 'validation.invalid_value' }] });
  const direction = metricDirection(input.metric);
  const [row] = await db
    .insert(competitions)
    .values({
      slug: input.slug,
      isOfficial: input.is_official,
      kind: input.kind,
      status: input.status,
      hostUserId: options.hostUserId,
      title: input.title,
      summary: input.summary,
      pages: input.pages,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      teamMergeDeadline: input.team_merge_deadline,
      metric: input.metric,
      metricOptions: input.metric_options,
      direction,
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
      ...(options.draft ? { publishedAt: null } : {}),
    })
    .returning()
    .catch((error: unknown) => {
      if (uniqueViolationOf(error)) throw conflict('slug_exist');
      throw error;
    });
  return row!;
}
