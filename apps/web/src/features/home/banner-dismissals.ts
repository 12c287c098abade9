import { type Dismissals, hideForToday, isHiddenToday } from '../notices/popup/popup-dismissals.ts';

// Banner ids and notice ids are separate sequences, so banners keep their own record.
const STORAGE_KEY = 'banner-popup-hidden';

function readBannerDismissals(storage: Pick<Storage, 'getItem'>): Dismissals {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Dismissals) : {};
  } catch {
    return {};
  }
}

/** Whether the visitor chose not to see this popup banner again today (a Korean day, like the notice popup). */
export function isBannerHiddenToday(storage: Pick<Storage, 'getItem'>, bannerId: number, now: Date): boolean {
  return isHiddenToday(readBannerDismissals(storage), bannerId, now);
}

export function hideBannerForToday(storage: Pick<Storage, 'getItem' | 'setItem'>, bannerId: number, now: Date): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(hideForToday(readBannerDismissals(storage), bannerId, now)));
}
