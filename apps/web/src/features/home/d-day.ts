import type { CompetitionListItem } from '@madang/contracts';

export type DDay = { kind: 'upcoming' } | { kind: 'open'; days: number } | { kind: 'today' } | { kind: 'closed' };

/** The card's badge, from the phase and day count the server computes in Korean time. */
export function dDayOf(competition: Pick<CompetitionListItem, 'phase' | 'd_day'>): DDay {
  if (competition.phase === 'upcoming') return { kind: 'upcoming' };
  if (competition.phase !== 'open' || competition.d_day < 0) return { kind: 'closed' };
  return competition.d_day === 0 ? { kind: 'today' } : { kind: 'open', days: competition.d_day };
}
