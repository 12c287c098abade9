import type { HeatmapDay } from '@madang/contracts/profiles';

/** Korea keeps one offset all year (no daylight saving), so a day in Korea is a fixed shift of UTC. */
const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
export const HEATMAP_DAYS = 365;

/** The day in Korea (YYYY-MM-DD) that a moment falls on. */
export function kstDay(moment: Date): string {
  return new Date(moment.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first moment of the heatmap: midnight in Korea, HEATMAP_DAYS - 1 days before today's. */
export function heatmapStart(now: Date): Date {
  const todayStart = Math.floor((now.getTime() + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS;
  return new Date(todayStart - (HEATMAP_DAYS - 1) * DAY_MS);
}

/** Counts moments per day in Korea over the last year up to today, every day present (zero when quiet), oldest first. */
export function bucketByKstDay(moments: readonly Date[], now: Date): HeatmapDay[] {
  const start = heatmapStart(now);
  const counts = new Map<string, number>();
  for (let i = 0; i < HEATMAP_DAYS; i++) counts.set(kstDay(new Date(start.getTime() + i * DAY_MS)), 0);
  for (const moment of moments) {
    const day = kstDay(moment);
    const current = counts.get(day);
    if (current !== undefined) counts.set(day, current + 1);
  }
  return [...counts].map(([date, count]) => ({ date, count }));
}
