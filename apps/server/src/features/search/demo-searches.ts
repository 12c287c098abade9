import type { Executor } from '../../db/client.ts';
import { dailyVisits } from '../../db/schema.ts';
import { kstDay } from '../xp/kst-day.ts';

const DAY = 86_400_000;

/** Keywords people searched this week, by how many people, so the trends are not empty on a new platform. */
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

/** Searches by made-up visitors for the trending keywords, spread over the last few days. */
export async function seedSearches(db: Executor, options: { now: Date }): Promise<void> {
  const rows = searched.flatMap(([keyword, times]) =>
    Array.from({ length: times }, (_, i) => ({
      kind: 'search' as const,
      itemKey: keyword,
      visitor: `demo:${i}`,
      day: kstDay(new Date(options.now.getTime() - (i % 5) * DAY)),
    })),
  );
  await db.insert(dailyVisits).values(rows).onConflictDoNothing();
}
