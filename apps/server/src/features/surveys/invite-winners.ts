import { and, eq, isNotNull } from 'drizzle-orm';
import { translate } from '@madang/i18n';
import type { Executor } from '../../db/client.ts';
import { competitions, notifications, surveyInvitations, surveys } from '../../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { listPrizeWinners } from './prize-winners.ts';

/** Where a survey is answered; the path names its kind, as the spec's three survey routes do. */
export const surveyPath = (survey: { id: number; kind: 'general' | 'job' | 'winner' }) =>
  survey.kind === 'general' ? `/survey/${survey.id}` : `/${survey.kind}/survey/${survey.id}`;

/**
 * Tells the prize winners of a closed competition about its published winner surveys: a notification now and a mail
 * job, both in the caller's transaction (the close's or the publish's). Each winner is told once per survey, so a
 * survey published after the close, or published again, tells no one twice.
 */
export async function inviteWinners(tx: Executor, options: { competitionId: number }): Promise<number> {
  // Most competitions close without a winner survey: look for one before reading the winners.
  const published = await tx
    .select()
    .from(surveys)
    .where(and(eq(surveys.competitionId, options.competitionId), eq(surveys.kind, 'winner'), isNotNull(surveys.publishedAt)));
  if (published.length === 0) return 0;
  const winners = await listPrizeWinners(tx, options.competitionId);
  if (winners.length === 0) return 0;
  const [competition] = await tx.select({ title: competitions.title, isOfficial: competitions.isOfficial }).from(competitions).where(eq(competitions.id, options.competitionId));
  let invited = 0;
  for (const survey of published) {
    const fresh = await tx
      .insert(surveyInvitations)
      .values(winners.map((userId) => ({ surveyId: survey.id, userId })))
      .onConflictDoNothing()
      .returning({ userId: surveyInvitations.userId });
    for (const { userId } of fresh) {
      await tx.insert(notifications).values({
        userId,
        type: 'survey',
        competitionId: options.competitionId,
        isOfficial: competition!.isOfficial,
        link: surveyPath(survey),
        content: {
          ko: translate('ko', 'survey.notification.winner', { competition: competition!.title.ko }),
          en: translate('en', 'survey.notification.winner', { competition: competition!.title.en || competition!.title.ko }),
        },
      });
      await enqueueJob(tx, { queue: 'winner-survey-mail', payload: { surveyId: survey.id, userId } });
    }
    invited += fresh.length;
  }
  return invited;
}
