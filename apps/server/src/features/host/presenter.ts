import type { HostCompetitionItem } from '@madang/contracts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { phaseOf } from '../competitions/schedule.ts';

export function presentHostCompetitionItem(row: { competition: CompetitionRow; teamCount: number; submissionCount: number }, now: Date): HostCompetitionItem {
  const { competition } = row;
  return {
    id: competition.id,
    slug: competition.slug,
    title: competition.title,
    status: competition.status,
    phase: phaseOf(competition, now),
    published: competition.publishedAt !== null,
    starts_at: competition.startsAt.toISOString(),
    ends_at: competition.endsAt.toISOString(),
    team_count: row.teamCount,
    submission_count: row.submissionCount,
  };
}

/** The competition as the edit form holds it (the create form's fields), with its state. */
export function presentHostCompetition(competition: CompetitionRow, now: Date) {
  return {
    id: competition.id,
    slug: competition.slug,
    published: competition.publishedAt !== null,
    published_at: competition.publishedAt?.toISOString() ?? null,
    phase: phaseOf(competition, now),
    closed_at: competition.closedAt?.toISOString() ?? null,
    form: {
      is_official: competition.isOfficial,
      kind: competition.kind,
      status: competition.status,
      title: competition.title,
      summary: competition.summary,
      pages: competition.pages,
      starts_at: competition.startsAt.toISOString(),
      ends_at: competition.endsAt.toISOString(),
      team_merge_deadline: competition.teamMergeDeadline?.toISOString() ?? null,
      metric: competition.metric,
      metric_options: competition.metricOptions as Record<string, string>,
      daily_limit: competition.dailyLimit,
      total_limit: competition.totalLimit,
      final_limit: competition.finalLimit,
      file_extension: competition.fileExtension,
      max_file_bytes: competition.maxFileBytes,
      max_rows: competition.maxRows,
      team_size_max: competition.teamSizeMax,
      affiliation_rule: competition.affiliationRule,
      prizes: competition.prizes,
      sponsors: competition.sponsors.map((s) => ({ name: s.name, logo_url: s.logoUrl, url: s.url })),
      cover_image_url: competition.coverImageUrl,
      access: competition.accessMode,
      requires_phone: competition.requiresPhone,
    },
  };
}
