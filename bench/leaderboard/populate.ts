// Fills a database for the leaderboard benchmark: one competition, N one-person teams and M scored
// submissions spread over them. Prints {"competitionId": ...}.
// Usage: tsx bench/leaderboard/populate.ts --teams 10000 --submissions 200000  (DATA_DIR or DATABASE_URL)
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createContext } from '../../apps/server/src/create-context.ts';
import { createCompetition } from '../../apps/server/src/features/competitions/create-competition.ts';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const teams = arg('teams', 10_000);
const submissionCount = arg('submissions', 200_000);

const { ctx, database } = await createContext(loadConfig({ ...process.env, SEED_DEMO: 'false' }));
const DAY = 86_400_000;
const competition = await createCompetition(ctx.db, {
  hostUserId: null,
  input: {
    slug: `bench-${Date.now()}`,
    title: { ko: '리더보드 벤치마크', en: 'Leaderboard benchmark' },
    starts_at: new Date(Date.now() - 30 * DAY),
    ends_at: new Date(Date.now() + 30 * DAY),
    metric: 'rmse',
  },
});
const id = competition.id;
await ctx.db.execute(sql`
  insert into users (email, password_hash, name, terms_version)
  select 'bench-' || ${id} || '-' || i || '@bench.local', 'not-a-hash', 'bench' || ${id} || '_' || i, '23.3.29'
  from generate_series(1, ${teams}) as i`);
await ctx.db.execute(sql`
  insert into teams (competition_id, name, leader_user_id)
  select ${id}, u.name, u.id from users u where u.email like ${`bench-${id}-%`}`);
await ctx.db.execute(sql`
  insert into team_members (team_id, competition_id, user_id)
  select t.id, ${id}, t.leader_user_id from teams t where t.competition_id = ${id}`);
await ctx.db.execute(sql`
  with team_list as (select id, leader_user_id, row_number() over (order by id) - 1 as n from teams where competition_id = ${id})
  insert into submissions (competition_id, team_id, user_id, file_name, storage_key, size_bytes, row_count, status, public_score, private_score, created_at, scored_at)
  select ${id}, t.id, t.leader_user_id, 'bench.csv', 'competitions/' || ${id} || '/submissions/bench.csv', 1, 1, 'scored',
    round((random() * 10)::numeric, 5)::float8, round((random() * 10)::numeric, 5)::float8,
    now() - random() * interval '25 days', now()
  from generate_series(0, ${submissionCount - 1}) as g
  join team_list t on t.n = g % ${teams}`);
await ctx.db.execute(sql`analyze`);
await database.close();
console.log(JSON.stringify({ competitionId: id }));
