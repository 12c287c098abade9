import { eq } from 'drizzle-orm';
import { translate } from '@madang/i18n';
import type { AppContext } from '../../app-context.ts';
import { competitions, surveys, users } from '../../db/schema.ts';
import { completeJob } from '../jobs/queue.ts';
import { type RunningWorker, startWorker } from '../jobs/worker.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import { surveyPath } from './invite-winners.ts';
import { pick } from './presenter.ts';

/** The winner's mail in their language, linking to the survey's page. */
export function winnerSurveyMail(options: { to: string; locale: 'ko' | 'en'; competition: string; survey: string; link: string }): OutgoingMail {
  const { locale } = options;
  const subject = translate(locale, 'survey.mail.subject', { competition: options.competition });
  const body = translate(locale, 'survey.mail.body', { competition: options.competition, survey: options.survey });
  const action = translate(locale, 'survey.mail.action');
  return {
    to: options.to,
    subject,
    text: `${body}\n\n${options.link}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(action)}</a></p>`,
  };
}

/** Sends the winner-survey mails the close or the publish queued; a member who left since gets none. */
export function startWinnerSurveyMailWorker(ctx: AppContext, options: { loop?: boolean; onError?: (error: unknown) => void } = {}): RunningWorker {
  return startWorker(
    {
      db: ctx.db,
      handler: {
        queue: 'winner-survey-mail',
        async run(job, workerId) {
          const [user] = await ctx.db.select().from(users).where(eq(users.id, job.payload.userId));
          const [survey] = await ctx.db.select().from(surveys).where(eq(surveys.id, job.payload.surveyId));
          const [competition] = survey?.competitionId ? await ctx.db.select({ title: competitions.title }).from(competitions).where(eq(competitions.id, survey.competitionId)) : [];
          if (user && !user.withdrawnAt && survey && competition) {
            const locale = user.locale;
            const link = `${ctx.config.publicUrl}${locale === 'en' ? '/en' : ''}${surveyPath(survey)}`;
            await ctx.mailer.send(winnerSurveyMail({ to: user.email, locale, competition: pick(competition.title, locale), survey: pick(survey.title, locale), link }));
          }
          await completeJob(ctx.db, { jobId: job.id, workerId });
        },
        async giveUp() {},
      },
      concurrency: 1,
      leaseMs: 60_000,
      pollMs: 10_000,
      onError: options.onError,
    },
    { loop: options.loop ?? true },
  );
}
