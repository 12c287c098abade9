const KST_OFFSET_MS = 9 * 3_600_000;

/** The calendar day in Korea (UTC+9, no daylight saving) of a moment, as YYYY-MM-DD. */
export function kstDay(at: Date): string {
  return new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}
