import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Affiliation } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { submissions, teamMembers, teams, users } from '../../db/schema.ts';
import { startOfKstDay } from '../competitions/schedule.ts';

export interface RosterMember {
  userId: number;
  name: string;
  affiliation: Affiliation;
  joinedAt: Date;
  submissionCount: number;
}

/** A team's members, longest-standing first, with how many submissions each made for the team. */
export async function readRoster(db: Executor, teamId: number): Promise<RosterMember[]> {
  const counts = db
    .select({ userId: submissions.userId, n: count().as('n') })
    .from(submissions)
    .where(eq(submissions.teamId, teamId))
    .groupBy(submissions.userId)
    .as('counts');
  const rows = await db
    .select({
      userId: teamMembers.userId,
      name: users.name,
      affiliation: teamMembers.affiliation,
      joinedAt: teamMembers.joinedAt,
      submissionCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(counts, eq(counts.userId, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
  return rows;
}

/** The team a user belongs to in a competition, read inside the caller's transaction. */
export async function findUserTeam(db: Executor, competitionId: number, userId: number) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, leaderUserId: teams.leaderUserId, disqualifiedAt: teams.disqualifiedAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.competitionId, competitionId), eq(teamMembers.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Locks the given teams' rows one at a time in id order, so two transactions that lock the same
 * pair never wait on each other in a circle. Answers the ids that still exist.
 */
export async function lockTeams(tx: Executor, teamIds: number[]): Promise<Set<number>> {
  const locked = new Set<number>();
  for (const id of [...new Set(teamIds)].sort((a, b) => a - b)) {
    const [row] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).for('update');
    if (row) locked.add(row.id);
  }
  return locked;
}

/** What a merge must fit into the limits: members, their affiliations, counted submissions in total and today. */
export async function readTeamLoad(db: Executor, teamIds: number[], now: Date) {
  const counting = and(inArray(submissions.teamId, teamIds), eq(submissions.countsTowardLimit, true));
  const [members, [total], [today]] = await Promise.all([
    db.select({ affiliation: teamMembers.affiliation }).from(teamMembers).where(inArray(teamMembers.teamId, teamIds)),
    db.select({ n: count() }).from(submissions).where(counting),
    db
      .select({ n: count() })
      .from(submissions)
      .where(and(counting, gte(submissions.createdAt, startOfKstDay(now)))),
  ]);
  return {
    memberCount: members.length,
    affiliations: new Set(members.map((m) => m.affiliation)),
    total: total?.n ?? 0,
    today: today?.n ?? 0,
  };
}
