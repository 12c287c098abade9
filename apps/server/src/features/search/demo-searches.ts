import type { Executor } from '../../db/client.ts';
import { searchLogs } from '../../db/schema.ts';

const HOUR = 3_600_000;

/** Keywords people searched this week, most often first, so the trends are not empty on a new platform. */
const searched: [string, number][] = [
  ['lightgbm', 9],
  ['시계열', 8],
  ['전력', 6],
  ['xgboost', 5],
  ['데이터 전처리', 4],
  ['교차검증', 3],
  ['power', 3],
  ['baseline', 2],
  ['팀 구하기', 2],
  ['eda', 1],
];

/** Recorded searches for the trending keywords, spread over the last few days. */
export async function seedSearches(db: Executor, options: { now: Date }): Promise<void> {
  const rows = searched.flatMap(([keyword, times]) =>
    Array.from({ length: times }, (_, i) => ({ keyword, userId: null, createdAt: new Date(options.now.getTime() - (i * 7 + keyword.length) * HOUR) })),
  );
  await db.insert(searchLogs).values(rows);
}
