import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamMembers, teams, users } from '../../db/schema.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

export interface BoardEntry {
  rank: number;
  teamId: number;
  teamName: string;
  members: { id: number; name: string }[];
  score: number;
  /** The ranked submission's public score (the same as `score` on the public board). */
  publicScore: number;
  submissionId: number;
  submissionCount: number;
  submittedAt: Date;
}

type Board = 'public' | 'private';

/** Both drivers answer raw SQL with `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A score ranks only when it is a finite number. */
const finite = (column: SQL) => sql`(${column} is not null and ${column} <> 'NaN'::float8 and ${column} <> 'Infinity'::float8 and ${column} <> '-Infinity'::float8)`;

/**
 * The best submission per team, ranked: by score in the metric's direction, then by the earlier
 * submission. The public board takes every scored submission; the private board takes the team's
 * final choices, or its best public ones when it chose none (as Kaggle does), and ranks them by their
 * private score. `cutoff` limits it to submissions made before that time (weekly boards).
 */
export async function computeBoard(db: Executor, options: { competition: CompetitionRow; board: Board; cutoff?: Date }): Promise<BoardEntry[]> {
  const { competition, board } = options;
  const order = competition.direction === 'higher' ? sql`desc` : sql`asc`;
  const before = options.cutoff ? sql`and s.created_at < ${options.cutoff.toISOString()}::timestamptz` : sql``;
  // A submission or team the host disqualified never ranks.
  const scored = sql`s.competition_id = ${competition.id} and s.status = 'scored' and ${finite(sql`s.public_score`)} ${before}
    and s.disqualified_at is null and not exists (select 1 from teams dq where dq.id = s.team_id and dq.disqualified_at is not null)`;
  const query =
    board === 'public'
      ? sql`
        select distinct on (s.team_id) s.team_id, s.id, s.public_score as score, s.public_score, s.created_at,
          count(*) over (partition by s.team_id) as submission_count
        from submissions s
        where ${scored}
        order by s.team_id, s.public_score ${order}, s.created_at asc, s.id asc`
      : sql`
        with ranked as (
          select s.team_id, s.id, s.private_score, s.public_score, s.created_at, s.is_final,
            row_number() over (partition by s.team_id order by s.public_score ${order}, s.created_at asc, s.id asc) as public_rank,
            bool_or(s.is_final) over (partition by s.team_id) as has_final,
            count(*) over (partition by s.team_id) as submission_count
          from submissions s
          where ${scored}
        )
        select distinct on (team_id) team_id, id, private_score as score, public_score, created_at, submission_count
        from ranked
        where ((has_final and is_final) or (not has_final and public_rank <= ${competition.finalLimit})) and ${finite(sql`private_score`)}
        order by team_id, private_score ${order}, created_at asc, id asc`;
  const best = rowsOf<{ team_id: number; id: string | number; score: number; public_score: number; created_at: string | Date; submission_count: string | number }>(
    await db.execute(query),
  );
  const sign = competition.direction === 'higher' ? -1 : 1;
  const ranked = best
    .map((row) => ({
      teamId: Number(row.team_id),
      submissionId: Number(row.id),
      score: Number(row.score),
      publicScore: Number(row.public_score),
      submittedAt: new Date(row.created_at),
      submissionCount: Number(row.submission_count),
    }))
    .sort((a, b) => sign * (a.score - b.score) || a.submittedAt.getTime() - b.submittedAt.getTime() || a.submissionId - b.submissionId);
  const people = await teamPeople(db, competition.id);
  return ranked.map((row, index) => ({
    ...row,
    rank: index + 1,
    teamName: people.get(row.teamId)?.name ?? '',
    members: people.get(row.teamId)?.members ?? [],
  }));
}

/** Every team of a competition with its members' public names. */
export async function teamPeople(db: Executor, competitionId: number, teamIds?: number[]) {
  const rows = await db
    .select({ teamId: teams.id, teamName: teams.name, userId: users.id, userName: users.name })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teams.competitionId, competitionId), teamIds ? inArray(teams.id, teamIds) : undefined));
  const byTeam = new Map<number, { name: string; members: { id: number; name: string }[] }>();
  for (const row of rows) {
    const team = byTeam.get(row.teamId) ?? { name: row.teamName, members: [] };
    team.members.push({ id: row.userId, name: row.userName });
    byTeam.set(row.teamId, team);
  }
  return byTeam;
}
