import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { SEARCH_TREND_DAYS, SEARCH_TREND_SIZE, type SearchTrend } from '@madang/contracts/search';
import type { Executor } from '../../db/client.ts';
import { searchLogs } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/** Keywords are counted case-insensitively: "XGBoost" and "xgboost" are one trend. */
export const normalizeKeyword = (keyword: string) => keyword.toLocaleLowerCase();

/** Records a search for the trends; a member's same search within a day counts once, so one person cannot push a trend. */
export async function recordSearch(db: Executor, options: { keyword: string; userId: number | null; now: Date }): Promise<{ recorded: boolean }> {
  const keyword = normalizeKeyword(options.keyword);
  return db.transaction(async (tx) => {
    if (options.userId !== null) {
      const [recent] = await tx
        .select({ id: searchLogs.id })
        .from(searchLogs)
        .where(and(eq(searchLogs.userId, options.userId), eq(searchLogs.keyword, keyword), gte(searchLogs.createdAt, new Date(options.now.getTime() - DAY_MS))))
        .limit(1);
      if (recent) return { recorded: false };
    }
    await tx.insert(searchLogs).values({ keyword, userId: options.userId, createdAt: options.now });
    return { recorded: true };
  });
}

/** The most searched keywords of the last week, most first. */
export async function readTrends(db: Executor, now: Date): Promise<SearchTrend[]> {
  const count = sql<number>`count(*)::int`;
  const rows = await db
    .select({ keyword: searchLogs.keyword, count })
    .from(searchLogs)
    .where(gte(searchLogs.createdAt, new Date(now.getTime() - SEARCH_TREND_DAYS * DAY_MS)))
    .groupBy(searchLogs.keyword)
    .orderBy(desc(count), searchLogs.keyword)
    .limit(SEARCH_TREND_SIZE);
  return rows;
}
