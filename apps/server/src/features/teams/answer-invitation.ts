import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamInvitations, teams } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { notifyTeamEvent } from '../notifications/create-notification.ts';
import { mergeUserTeamInto } from './merge-teams.ts';
import { assertMergeOpen } from './policy.ts';

const openInvitation = (competitionId: number, teamId: number, userId: number) =>
  and(eq(teamInvitations.competitionId, competitionId), eq(teamInvitations.teamId, teamId), eq(teamInvitations.inviteeUserId, userId), eq(teamInvitations.state, 'sent'));

/**
 * Accepts an invitation: in one transaction the invitation is claimed under its row lock and the
 * invitee's team merges into the inviting one, so of two racing answers exactly one takes effect.
 */
export async function acceptInvitation(db: Database, options: { competition: CompetitionRow; user: UserRow; teamId: number; now: Date }) {
  const { competition, user, teamId, now } = options;
  assertMergeOpen(competition, now);
  return db.transaction(async (tx) => {
    let invitationId = 0;
    const claim = async () => {
      const [invitation] = await tx
        .select({ id: teamInvitations.id })
        .from(teamInvitations)
        .where(openInvitation(competition.id, teamId, user.id))
        .limit(1)
        .for('update');
      if (!invitation) throw conflict('invitation_closed');
      invitationId = invitation.id;
    };
    await mergeUserTeamInto(tx, { competition, userId: user.id, targetTeamId: teamId, now, claim });
    await tx.update(teamInvitations).set({ state: 'accepted', answeredAt: now }).where(eq(teamInvitations.id, invitationId));
    const [team] = await tx.select({ name: teams.name, leaderUserId: teams.leaderUserId }).from(teams).where(eq(teams.id, teamId));
    await notifyTeamEvent(tx, { userId: team!.leaderUserId, type: 'cpt_accept', competition, params: { team: team!.name, name: user.name } });
    return { teamId, teamName: team!.name };
  });
}

export async function declineInvitation(db: Database, options: { competition: CompetitionRow; user: UserRow; teamId: number; now: Date }) {
  const { competition, user, teamId, now } = options;
  const declined = await db
    .update(teamInvitations)
    .set({ state: 'declined', answeredAt: now })
    .where(openInvitation(competition.id, teamId, user.id))
    .returning({ id: teamInvitations.id });
  if (declined.length === 0) throw conflict('invitation_closed');
}
