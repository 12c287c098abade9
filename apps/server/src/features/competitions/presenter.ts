import type { CompetitionDetail, CompetitionListItem, CompetitionMembership, DataFile } from '@madang/contracts';
import { FILE_NAME_MAX } from '@madang/contracts';
import type { competitionDataFiles } from '../../db/schema.ts';
import type { CompetitionRow } from './find-competition.ts';
import type { Membership } from './membership.ts';
import { acceptsSubmissions } from './policy.ts';
import { dDayOf, phaseOf, progressOf } from './schedule.ts';

/** A competition card: public facts only (no ground truth, no baseline's private score). */
export function presentCompetitionListItem(competition: CompetitionRow, teamCount: number, now: Date): CompetitionListItem {
  return {
    id: competition.id,
    slug: competition.slug,
    is_official: competition.isOfficial ? 1 : 0,
    host: competition.isOfficial ? 'official' : 'open',
    kind: competition.kind,
    title: competition.title,
    summary: competition.summary,
    status: competition.status,
    phase: phaseOf(competition, now),
    starts_at: competition.startsAt.toISOString(),
    ends_at: competition.endsAt.toISOString(),
    d_day: dDayOf(competition, now),
    progress: Math.round(progressOf(competition, now) * 1000) / 1000,
    prize_total: competition.prizeTotal,
    team_count: teamCount,
    metric: competition.metric,
    sponsors: competition.sponsors.map((s) => ({ name: s.name, logo_url: s.logoUrl, url: s.url })),
    cover_image_url: competition.coverImageUrl,
  };
}

export function presentMembership(competition: CompetitionRow, membership: Membership, now: Date): CompetitionMembership {
  return {
    agreed: membership.agreed,
    joined: membership.team !== null,
    team_id: membership.team?.id ?? null,
    team_name: membership.team?.name ?? null,
    is_leader: membership.team !== null && membership.team.leaderUserId === membership.userId,
    can_submit: membership.agreed && membership.team !== null && acceptsSubmissions(competition, now),
  };
}

export function presentCompetitionDetail(competition: CompetitionRow, teamCount: number, membership: Membership, now: Date): CompetitionDetail {
  return {
    ...presentCompetitionListItem(competition, teamCount, now),
    pages: competition.pages,
    team_merge_deadline: competition.teamMergeDeadline?.toISOString() ?? null,
    metric_direction: competition.direction,
    rules: {
      daily_limit: competition.dailyLimit,
      total_limit: competition.totalLimit,
      final_limit: competition.finalLimit,
      file_extension: competition.fileExtension,
      max_file_bytes: competition.maxFileBytes,
      max_rows: competition.maxRows,
      team_size_max: competition.teamSizeMax,
      affiliation_rule: competition.affiliationRule,
      requires_phone: competition.requiresPhone,
      file_name_max: FILE_NAME_MAX,
    },
    prizes: competition.prizes,
    access: competition.accessMode,
    accepts_submissions: acceptsSubmissions(competition, now),
    closed_at: competition.closedAt?.toISOString() ?? null,
    me: presentMembership(competition, membership, now),
  };
}

export function presentDataFile(file: typeof competitionDataFiles.$inferSelect): DataFile {
  return { id: file.id, name: file.name, size_bytes: file.sizeBytes, description: file.description, is_sample: file.isSample };
}
