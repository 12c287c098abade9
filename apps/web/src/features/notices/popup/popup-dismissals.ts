const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const STORAGE_KEY = 'notice-popup-hidden';

/** The calendar day in Korean time, `YYYY-MM-DD`: "today" of "don't show again today". */
export function kstDay(now: Date): string {
  return new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Notice id → the Korean day on which its popup was hidden. */
export type Dismissals = Record<string, string>;

export function isHiddenToday(dismissals: Dismissals, noticeId: number, now: Date): boolean {
  return dismissals[noticeId] === kstDay(now);
}

/** Hides one notice for the rest of the Korean day and forgets older days, so the record stays small. */
export function hideForToday(dismissals: Dismissals, noticeId: number, now: Date): Dismissals {
  const today = kstDay(now);
  const kept = Object.entries(dismissals).filter(([, day]) => day === today);
  return { ...Object.fromEntries(kept), [noticeId]: today };
}

export function readDismissals(storage: Pick<Storage, 'getItem'>): Dismissals {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Dismissals) : {};
  } catch {
    return {};
  }
}

export function writeDismissals(storage: Pick<Storage, 'setItem'>, dismissals: Dismissals): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(dismissals));
}
