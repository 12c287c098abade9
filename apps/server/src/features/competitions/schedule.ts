import type { CompetitionPhase } from '@madang/contracts';
import type { CompetitionRow } from './find-competition.ts';

const DAY_MS = 86_400_000;
/** Korea has no daylight saving: midnight KST is always 15:00 UTC of the day before. */
const KST_OFFSET_MS = 9 * 3_600_000;

/** The start of the Korean calendar day that contains `at`, as an instant. */
export function startOfKstDay(at: Date): Date {
  return new Date(Math.floor((at.getTime() + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS);
}

export function nextKstMidnight(at: Date): Date {
  return new Date(startOfKstDay(at).getTime() + DAY_MS);
}

type Schedule = Pick<CompetitionRow, 'status' | 'startsAt' | 'endsAt'>;

export function phaseOf(competition: Schedule, now: Date): CompetitionPhase {
  if (competition.status === 'closed') return 'closed';
  if (now < competition.startsAt) return 'upcoming';
  if (competition.status === 'practice') return 'open';
  return now < competition.endsAt ? 'open' : 'ended';
}

/** Whole Korean calendar days from today to the end day: 0 on the last day, negative after it. */
export function dDayOf(competition: Schedule, now: Date): number {
  return Math.round((startOfKstDay(competition.endsAt).getTime() - startOfKstDay(now).getTime()) / DAY_MS);
}

export function progressOf(competition: Schedule, now: Date): number {
  const span = competition.endsAt.getTime() - competition.startsAt.getTime();
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (now.getTime() - competition.startsAt.getTime()) / span));
}

/** The end of week `week` (1-based) counted from the start: the cut-off of a weekly board. */
export function endOfWeek(competition: Pick<CompetitionRow, 'startsAt'>, week: number): Date {
  return new Date(competition.startsAt.getTime() + week * 7 * DAY_MS);
}
