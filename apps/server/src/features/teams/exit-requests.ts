import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { teamExitRequests, users } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Membership } from '../competitions/membership.ts';
import { moveToOwnTeam } from './move-to-own-team.ts';
import { assertInTeam, assertLeader, assertMergeOpen } from './policy.ts';
import { lockTeams } from './roster.ts';

/** A member (not the leader, who exits on their own) asks to leave; the leader decides. */
export async function requestExit(db: Database, options: { competition: CompetitionRow; membership: Membership; now: Date }) {
  const team = assertInTeam(options.membership);
  if (team.leaderUserId === options.membership.userId) throw conflict('leader_cannot_request_exit');
  assertMergeOpen(options.competition, options.now);
  try {
    await db.insert(teamExitRequests).values({ competitionId: options.competition.id, teamId: team.id, userId: options.membership.userId!, createdAt: options.now });
  } catch (error) {
    if (uniqueViolationOf(error)) throw conflict('exit_already_requested');
    throw error;
  }
}

/** The team's exit requests, newest first: the leader's list, and a member's own request. */
export async function listExitRequests(db: Executor, options: { teamId: number; userId?: number }) {
  return db
    .select({ userId: teamExitRequests.userId, name: users.name, state: teamExitRequests.state, createdAt: teamExitRequests.createdAt })
    .from(teamExitRequests)
    .innerJoin(users, eq(users.id, teamExitRequests.userId))
    .where(and(eq(teamExitRequests.teamId, options.teamId), options.userId ? eq(teamExitRequests.userId, options.userId) : undefined))
    .orderBy(teamExitRequests.createdAt);
}

/** The leader accepts (the member leaves for a team of their own) or rejects an open exit request. */
export async function answerExitRequest(db: Database, options: { competition: CompetitionRow; membership: Membership; userId: number; accept: boolean; now: Date }) {
  const { competition, userId, now } = options;
  const team = assertLeader(options.membership);
  if (options.accept) assertMergeOpen(competition, now);
  await db.transaction(async (tx) => {
    await lockTeams(tx, [team.id]);
    const [answered] = await tx
      .update(teamExitRequests)
      .set({ state: options.accept ? 'accepted' : 'rejected', answeredAt: now })
      .where(and(eq(teamExitRequests.teamId, team.id), eq(teamExitRequests.userId, userId), eq(teamExitRequests.state, 'requested')))
      .returning({ id: teamExitRequests.id });
    if (!answered) throw conflict('exit_request_closed');
    if (options.accept) await moveToOwnTeam(tx, { competition, userId, fromTeamId: team.id });
  });
}
