import type { competitionCreateSchema } from '@madang/contracts';
import type { z } from 'zod';
import type { competitions } from '../../db/schema.ts';
import { metricDirection } from '../grading/scorer.ts';

type CompetitionForm = Omit<z.output<typeof competitionCreateSchema>, 'slug'>;

/** The columns the host's form sets, shared by creating and editing a competition. */
export function competitionColumnsFrom(input: CompetitionForm) {
  return {
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
    coverImageUrl: input.cover_image_url,
    accessMode: input.access,
    requiresPhone: input.requires_phone,
  } satisfies Partial<typeof competitions.$inferInsert>;
}
