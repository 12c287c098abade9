import { translate } from '@madang/i18n';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

type CompetitionNotificationType = 'cpt_invite' | 'cpt_accept';

/** The spec's click target of a team invite or accept: the competition's team tab. */
export const teamPageLink = (competition: Pick<CompetitionRow, 'id' | 'isOfficial'>) => `/competitions/${competition.isOfficial ? 'official' : 'open'}/${competition.id}/team/`;

/** Stores a team notification for one member, its text in both languages from the catalog. */
export async function notifyTeamEvent(db: Executor, options: { userId: number; type: CompetitionNotificationType; competition: CompetitionRow; params: Record<string, string> }) {
  const { competition } = options;
  const key = options.type === 'cpt_invite' ? 'team.notification.invite' : 'team.notification.accept';
  await db.insert(notifications).values({
    userId: options.userId,
    type: options.type,
    competitionId: competition.id,
    isOfficial: competition.isOfficial,
    link: teamPageLink(competition),
    content: {
      ko: translate('ko', key, { ...options.params, competition: competition.title.ko }),
      en: translate('en', key, { ...options.params, competition: competition.title.en }),
    },
  });
}
