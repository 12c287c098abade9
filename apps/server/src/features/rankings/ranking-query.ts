import { levelFromXp, tierOf, type RankingEntry, type RankingFilter } from '@madang/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Ranking points fade by e^(-days/500) (docs/ranking-points.md); applied when read. `created_at` is the award time. */
const decayed = (now: Date) => sql`rp.points * exp(-greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - rp.created_at))) / 86400 / 500)`;

/** New Year's midnight in Korea of the year `now` falls in. */
export function seasonStart(now: Date): Date {
  const year = new Date(now.getTime() + 9 * 3_600_000).getUTCFullYear();
  return new Date(`${year}-01-01T00:00:00+09:00`);
}

function scoreSource(filter: RankingFilter, now: Date): SQL {
  const since = filter.type === 'season' ? seasonStart(now).toISOString() : null;
  if (filter.tab === 'competition') {
    return sql`select rp.user_id, sum(${decayed(now)}) as score from ranking_points rp
      ${since ? sql`where rp.created_at >= ${since}::timestamptz` : sql``} group by rp.user_id`;
  }
  if (since) {
    return sql`select user_id, sum(amount)::float8 as score from xp_events where created_at >= ${since}::timestamptz and amount > 0 group by user_id`;
  }
  return sql`select id as user_id, total_xp::float8 as score from users where total_xp > 0`;
}

function categoryFilter(category: RankingFilter['category']): SQL {
  if (category === 'all') return sql`true`;
  if (category === 'jeju' || category === 'non_jeju') return sql`prof.region = ${category}`;
  return sql`prof.affiliation = ${category}`;
}

interface RankingRow {
  rank: number;
  user_id: number;
  name: string;
  score: number;
  total_xp: number;
  all_points: number;
  all_rank: number | null;
  finishes: number;
  best_rank: number | null;
  affiliation: RankingEntry['affiliation'];
  region: RankingEntry['region'];
  total: number;
}

/**
 * The ranking for a tab, period and category, ordered by score (ties by the earlier member), ranked
 * within the category. Every row also carries the member's all-time points and all-time place, which
 * decide their tier whatever the view. `userId` narrows the answer to one member's row.
 */
export async function rankingRows(db: Executor, options: { filter: RankingFilter; now: Date; limit?: number; offset?: number; userId?: number }) {
  const { filter, now } = options;
  const query = sql`
    with career as (
      select rp.user_id, sum(${decayed(now)}) as all_points, count(*)::int as finishes, min(rp.rank)::int as best_rank
      from ranking_points rp join users u on u.id = rp.user_id and u.withdrawn_at is null
      group by rp.user_id
    ),
    career_ranked as (
      select *, row_number() over (order by all_points desc, user_id)::int as all_rank from career
    ),
    scored as (${scoreSource(filter, now)}),
    ranked as (
      select rank() over (order by s.score desc)::int as rank, u.id as user_id, u.name, s.score::float8 as score, u.total_xp,
        coalesce(c.all_points, 0)::float8 as all_points, c.all_rank, coalesce(c.finishes, 0)::int as finishes, c.best_rank,
        prof.affiliation, prof.region, count(*) over ()::int as total
      from scored s
      join users u on u.id = s.user_id and u.withdrawn_at is null
      left join career_ranked c on c.user_id = u.id
      left join ranking_profiles prof on prof.user_id = u.id
      where s.score > 0 and ${categoryFilter(filter.category)}
    )
    select * from ranked
    ${options.userId !== undefined ? sql`where user_id = ${options.userId}` : sql``}
    order by score desc, user_id
    ${options.limit !== undefined ? sql`limit ${options.limit} offset ${options.offset ?? 0}` : sql``}`;
  const result = (await db.execute(query)) as unknown as { rows: RankingRow[] };
  return result.rows.map((row) => ({ entry: presentEntry(row, filter), total: Number(row.total), allPoints: Number(row.all_points), allRank: row.all_rank }));
}

function presentEntry(row: RankingRow, filter: RankingFilter): RankingEntry {
  const score = Number(row.score);
  return {
    rank: Number(row.rank),
    user_id: Number(row.user_id),
    name: row.name,
    score: filter.tab === 'xp' ? Math.round(score) : Math.round(score * 10) / 10,
    tier: tierOf(Number(row.all_points), row.all_rank === null ? null : Number(row.all_rank)),
    level: levelFromXp(Number(row.total_xp)).level,
    finishes: Number(row.finishes),
    best_rank: row.best_rank === null ? null : Number(row.best_rank),
    affiliation: row.affiliation,
    region: row.region,
  };
}
