import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { submissions, teamInvitations, teams, users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { nameKeyOf } from '../accounts/name-key.ts';
import { readRoster } from './roster.ts';

/** A team with its roster. */
export async function readTeam(db: Executor, teamId: number) {
  const [team] = await db.select({ id: teams.id, name: teams.name, leaderUserId: teams.leaderUserId }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound();
  const [roster, [made]] = await Promise.all([
    readRoster(db, teamId),
    // Members who left took none of the team's attempts along, so the team's count is its own.
    db.select({ n: count() }).from(submissions).where(eq(submissions.teamId, teamId)),
  ]);
  return { ...team, roster, submissionCount: made?.n ?? 0 };
}

/** A competition's team by name, compared on the name key (case-folded NFKC), or null. */
export async function findTeamByName(db: Executor, competitionId: number, name: string) {
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.competitionId, competitionId), eq(teams.nameKey, nameKeyOf(name))))
    .limit(1);
  return team ?? null;
}

const invitee = alias(users, 'invitee');
const inviter = alias(users, 'inviter');

/** Invitations a team sent, or those a member received, newest first. */
export async function listInvitations(db: Executor, options: { competitionId: number; teamId?: number; inviteeUserId?: number }) {
  return db
    .select({
      id: teamInvitations.id,
      teamId: teamInvitations.teamId,
      teamName: teams.name,
      inviterName: inviter.name,
      inviteeId: teamInvitations.inviteeUserId,
      inviteeName: invitee.name,
      state: teamInvitations.state,
      createdAt: teamInvitations.createdAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(inviter, eq(inviter.id, teamInvitations.inviterUserId))
    .innerJoin(invitee, eq(invitee.id, teamInvitations.inviteeUserId))
    .where(
      and(
        eq(teamInvitations.competitionId, options.competitionId),
        options.teamId ? eq(teamInvitations.teamId, options.teamId) : undefined,
        options.inviteeUserId ? eq(teamInvitations.inviteeUserId, options.inviteeUserId) : undefined,
      ),
    )
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
}
