const DAY_MS = 86_400_000;

/** Days left until the end, counted in calendar days the way a "D-3" badge is read; negative when over. */
export function daysLeft(endIso: string, now: Date): number {
  const end = new Date(endIso);
  const endDay = Date.UTC(end.getFullYear(), end.getMonth(), end.getDate());
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((endDay - today) / DAY_MS);
}

export type DDay = { kind: 'upcoming' } | { kind: 'open'; days: number } | { kind: 'today' } | { kind: 'closed' };

export function dDay(startIso: string, endIso: string, now: Date): DDay {
  if (new Date(startIso).getTime() > now.getTime()) return { kind: 'upcoming' };
  if (new Date(endIso).getTime() <= now.getTime()) return { kind: 'closed' };
  const days = daysLeft(endIso, now);
  return days <= 0 ? { kind: 'today' } : { kind: 'open', days };
}

/** Share of the competition period that has passed, 0..1, for the progress bar. */
export function elapsedShare(startIso: string, endIso: string, now: Date): number {
  const start = new Date(startIso).getTime();
  const end = new Date(endIso).getTime();
  if (!(end > start)) return 1;
  return Math.min(1, Math.max(0, (now.getTime() - start) / (end - start)));
}
