import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { teamInvitations, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../http/app-error.ts';
import { nameKeyOf } from '../accounts/name-key.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Membership } from '../competitions/membership.ts';
import { notifyInvitation } from './invitation-notice.ts';
import { assertMergeFits } from './merge-teams.ts';
import { assertLeader, assertMergeOpen } from './policy.ts';
import { findUserTeam } from './roster.ts';

/**
 * The leader invites a participant by nickname. The rules are checked now so the leader hears at
 * once when the merge could not happen; accepting checks them again under the teams' locks.
 */
export async function sendInvitation(db: Database, options: { competition: CompetitionRow; user: UserRow; membership: Membership; nickname: string; now: Date }) {
  const { competition, user, now } = options;
  const team = assertLeader(options.membership);
  assertMergeOpen(competition, now);
  const [invitee] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.nameKey, nameKeyOf(options.nickname)), isNull(users.withdrawnAt)))
    .limit(1);
  if (!invitee) throw badRequest('invitee_not_found');
  if (invitee.id === user.id) throw conflict('already_member');
  const inviteeTeam = await findUserTeam(db, competition.id, invitee.id);
  if (!inviteeTeam) throw forbidden('invitee_not_participant');
  if (inviteeTeam.id === team.id) throw conflict('already_member');
  if (inviteeTeam.leaderUserId !== invitee.id) throw conflict('invitee_in_team');
  await assertMergeFits(db, { competition, teamIds: [team.id, inviteeTeam.id], now });
  try {
    return await db.transaction(async (tx) => {
      const [invitation] = await tx
        .insert(teamInvitations)
        .values({ competitionId: competition.id, teamId: team.id, inviterUserId: user.id, inviteeUserId: invitee.id, createdAt: now })
        .returning();
      await notifyInvitation(tx, { invitationId: invitation!.id, inviteeUserId: invitee.id, competition, team: team.name, inviter: user.name });
      return invitation!;
    });
  } catch (error) {
    if (uniqueViolationOf(error)) throw conflict('already_invited');
    throw error;
  }
}
