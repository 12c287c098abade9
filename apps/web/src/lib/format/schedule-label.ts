import type { CompetitionListItem } from '@madang/contracts';

const DAY_MS = 86_400_000;

/** An i18n key under `dday` (shared by the home page and the competition list) and its parameters, so the rule is testable without a catalog. */
export interface ScheduleLabel {
  key: 'practice' | 'upcoming' | 'open' | 'lastDay' | 'ended' | 'closed';
  days?: number;
}

type Timing = Pick<CompetitionListItem, 'status' | 'phase' | 'd_day' | 'starts_at'>;

/**
 * The badge of a competition card: D-N while it is open (the server counts N in Korean calendar
 * days), the days until the start when it is upcoming, and the phase after the end.
 */
export function scheduleLabel(competition: Timing, now: Date): ScheduleLabel {
  switch (competition.phase) {
    case 'upcoming':
      return { key: 'upcoming', days: Math.max(1, Math.ceil((Date.parse(competition.starts_at) - now.getTime()) / DAY_MS)) };
    case 'open':
      if (competition.status === 'practice') return { key: 'practice' };
      return competition.d_day <= 0 ? { key: 'lastDay' } : { key: 'open', days: competition.d_day };
    case 'ended':
      return { key: 'ended' };
    case 'closed':
      return { key: 'closed' };
  }
}
