import type { HostInterview, Locale, WinnerDetail, WinnerItem } from '@madang/contracts';
import { inLanguage } from '../notices/presenter.ts';
import type { InterviewCompetition, InterviewRow, InterviewWithCompetition } from './find-interview.ts';
import type { InterviewWithNeighbours } from './read-interview.ts';

const competitionLink = (competition: InterviewCompetition | null, locale: Locale) =>
  competition
    ? { cpt_id: competition.id, title: inLanguage(competition.title, locale), host: competition.isOfficial ? ('official' as const) : ('open' as const), slug: competition.slug }
    : null;

export function presentWinnerItem({ interview, competition }: InterviewWithCompetition, locale: Locale): WinnerItem {
  return {
    win_id: interview.id,
    title: inLanguage(interview.title, locale),
    summary: inLanguage(interview.summary, locale),
    winners: interview.winners,
    competition: competitionLink(competition, locale),
    cover_image_url: interview.coverImageUrl,
    view_cnt: interview.viewCount,
    c_time: interview.createdAt.toISOString(),
  };
}

const neighbour = (row: InterviewRow | null, locale: Locale) => (row ? { win_id: row.id, title: inLanguage(row.title, locale) } : null);

export function presentWinnerDetail(row: InterviewWithNeighbours, locale: Locale): WinnerDetail {
  return { ...presentWinnerItem(row, locale), body: inLanguage(row.interview.body, locale), prev: neighbour(row.prev, locale), next: neighbour(row.next, locale) };
}

/** The console's view: both languages as written. */
export function presentHostInterview({ interview, competition }: InterviewWithCompetition): HostInterview {
  return {
    id: interview.id,
    competition_id: interview.competitionId,
    competition_title: competition ? inLanguage(competition.title, 'ko') : null,
    title: interview.title,
    summary: interview.summary,
    body: interview.body,
    winners: interview.winners,
    cover_image_url: interview.coverImageUrl,
    published: interview.isPublished,
    view_count: interview.viewCount,
    created_at: interview.createdAt.toISOString(),
    updated_at: interview.updatedAt.toISOString(),
  };
}
