import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { submissions, teamMembers, teams } from '../../db/schema.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Membership } from '../competitions/membership.ts';
import { moveToOwnTeam } from './move-to-own-team.ts';
import { assertLeader, assertMergeOpen, assertTeamEditable } from './policy.ts';
import { lockTeams } from './roster.ts';

type LeaderOptions = { competition: CompetitionRow; membership: Membership; now: Date };

async function isMember(tx: Executor, teamId: number, userId: number) {
  const [row] = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return !!row;
}

/** Hands the leadership to another member of the team. */
export async function changeLeader(db: Database, options: LeaderOptions & { userId: number }) {
  const team = assertLeader(options.membership);
  assertTeamEditable(options.competition, options.now);
  await db.transaction(async (tx) => {
    await lockTeams(tx, [team.id]);
    if (!(await isMember(tx, team.id, options.userId))) throw conflict('not_team_member');
    await tx.update(teams).set({ leaderUserId: options.userId }).where(eq(teams.id, team.id));
  });
}

/** Renames the team; names are unique in a competition regardless of case. */
export async function changeTeamName(db: Database, options: LeaderOptions & { name: string }) {
  const team = assertLeader(options.membership);
  assertTeamEditable(options.competition, options.now);
  try {
    await db.update(teams).set({ name: options.name }).where(eq(teams.id, team.id));
  } catch (error) {
    if (uniqueViolationOf(error)) throw conflict('team_name_exist');
    throw error;
  }
}

/** The leader leaves: the longest-standing other member leads from now on, and the leader gets a team of their own. */
export async function leaveAsLeader(db: Database, options: LeaderOptions) {
  const { competition, now } = options;
  const team = assertLeader(options.membership);
  assertMergeOpen(competition, now);
  const leaderId = options.membership.userId!;
  await db.transaction(async (tx) => {
    await lockTeams(tx, [team.id]);
    const [successor] = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), ne(teamMembers.userId, leaderId)))
      .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId))
      .limit(1);
    if (!successor) throw conflict('team_alone');
    await tx.update(teams).set({ leaderUserId: successor.userId }).where(eq(teams.id, team.id));
    await moveToOwnTeam(tx, { competition, userId: leaderId, fromTeamId: team.id });
  });
}

/** The leader removes a member who has not submitted for the team yet (their attempts would stay behind otherwise). */
export async function removeMember(db: Database, options: LeaderOptions & { userId: number }) {
  const { competition, now, userId } = options;
  const team = assertLeader(options.membership);
  assertMergeOpen(competition, now);
  if (userId === options.membership.userId) throw conflict('leader_cannot_remove_self');
  await db.transaction(async (tx) => {
    await lockTeams(tx, [team.id]);
    if (!(await isMember(tx, team.id, userId))) throw conflict('not_team_member');
    const [made] = await tx
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.teamId, team.id), eq(submissions.userId, userId)));
    if ((made?.n ?? 0) > 0) throw forbidden('member_has_submissions');
    await moveToOwnTeam(tx, { competition, userId, fromTeamId: team.id });
  });
}
