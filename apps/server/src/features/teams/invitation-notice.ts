import { and, eq } from 'drizzle-orm';
import { translate } from '@madang/i18n';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

/**
 * The team page opened on one invitation, so its accept and decline are the first thing the invitee sees;
 * named by the competition's slug, the address its pages show.
 */
export const invitationLink = (competition: Pick<CompetitionRow, 'slug' | 'isOfficial'>, invitationId: number) =>
  `/competitions/${competition.isOfficial ? 'official' : 'open'}/${competition.slug}/team/?invitation=${invitationId}`;

/** The invitee's `cpt_invite` notification, pointing at the invitation itself. */
export async function notifyInvitation(db: Executor, options: { invitationId: number; inviteeUserId: number; competition: CompetitionRow; team: string; inviter: string }) {
  const { competition } = options;
  const params = { team: options.team, name: options.inviter };
  await db.insert(notifications).values({
    userId: options.inviteeUserId,
    type: 'cpt_invite',
    competitionId: competition.id,
    isOfficial: competition.isOfficial,
    link: invitationLink(competition, options.invitationId),
    content: {
      ko: translate('ko', 'team.notification.invite', { ...params, competition: competition.title.ko }),
      en: translate('en', 'team.notification.invite', { ...params, competition: competition.title.en }),
    },
  });
}

/** A withdrawn invitation leaves nothing to answer, so its notification goes. */
export async function removeInvitationNotice(db: Executor, options: { inviteeUserId: number; competition: CompetitionRow; invitationId: number }) {
  await db
    .delete(notifications)
    .where(
      and(eq(notifications.userId, options.inviteeUserId), eq(notifications.type, 'cpt_invite'), eq(notifications.link, invitationLink(options.competition, options.invitationId))),
    );
}
