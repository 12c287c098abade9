import { SEARCH_TREND_DAYS, SEARCH_TREND_SIZE, type SearchTrend } from '@madang/contracts/search';
import type { Executor } from '../../db/client.ts';
import { countVisitors, recordVisit } from '../visits/record-visit.ts';
import { kstDay } from '../xp/kst-day.ts';

const DAY_MS = 86_400_000;

/** Keywords are counted case-insensitively: "XGBoost" and "xgboost" are one trend. */
export const normalizeKeyword = (keyword: string) => keyword.toLocaleLowerCase();

/** Records a search for the trends; a visitor's same search counts once a day, so one person cannot push a trend. */
export async function recordSearch(db: Executor, options: { keyword: string; visitor: string; now: Date }): Promise<{ recorded: boolean }> {
  const recorded = await recordVisit(db, { kind: 'search', itemKey: normalizeKeyword(options.keyword), visitor: options.visitor, now: options.now });
  return { recorded };
}

/** The keywords searched by the most distinct visitors over the last week (Korean days), most first. */
export async function readTrends(db: Executor, now: Date): Promise<SearchTrend[]> {
  const since = kstDay(new Date(now.getTime() - (SEARCH_TREND_DAYS - 1) * DAY_MS));
  const rows = await countVisitors(db, { kind: 'search', since, limit: SEARCH_TREND_SIZE });
  return rows.map(({ itemKey, count }) => ({ keyword: itemKey, count }));
}
