import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamInvitations } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Membership } from '../competitions/membership.ts';
import { removeInvitationNotice } from './invitation-notice.ts';
import { assertLeader } from './policy.ts';

/** The leader withdraws an invitation nobody has answered yet; the invitee's notification of it goes too. */
export async function cancelInvitation(db: Database, options: { competition: CompetitionRow; membership: Membership; invitationId: number; now: Date }) {
  const team = assertLeader(options.membership);
  await db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(teamInvitations)
      .set({ state: 'canceled', answeredAt: options.now })
      .where(
        and(
          eq(teamInvitations.id, options.invitationId),
          eq(teamInvitations.competitionId, options.competition.id),
          eq(teamInvitations.teamId, team.id),
          eq(teamInvitations.state, 'sent'),
        ),
      )
      .returning({ inviteeUserId: teamInvitations.inviteeUserId });
    if (!canceled) throw conflict('invitation_closed');
    await removeInvitationNotice(tx, { inviteeUserId: canceled.inviteeUserId, competition: options.competition, invitationId: options.invitationId });
  });
}
