const pad = (n: number) => String(n).padStart(2, '0');

/** Competitions and posts are scheduled in Korean time (no daylight saving), so the date inputs are read and written in it. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An ISO instant as a `datetime-local` value in Korean time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const d = new Date(time + KST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A `datetime-local` value in Korean time as an ISO instant; empty or invalid text gives null. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = new Date(`${value.length === 16 ? `${value}:00` : value}+09:00`);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
