import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { jobs, marketingSends, users } from '../../db/schema.ts';
import { completeJob, enqueueJob, type Job } from '../jobs/queue.ts';
import { digestMail } from './digest-mail.ts';
import { signUnsubscribeLink, unsubscribeAddresses } from './unsubscribe-link.ts';
import { collectWeeklyDigest } from './weekly-digest.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;
const BATCH = 100;
/** Serialises "is a digest queued?" with queueing one, so two processes starting together queue one digest. */
const SCHEDULE_LOCK = 0x6d6b7467;

export const digestMailingOf = (sendAt: Date) => `digest-${sendAt.toISOString().slice(0, 10)}`;

/** The next Monday 09:00 in Korea (00:00 UTC) after `now`: the digest goes out at the start of the working week. */
export function nextDigestTime(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysToMonday = (8 - next.getUTCDay()) % 7 || 7;
  next.setUTCDate(next.getUTCDate() + daysToMonday);
  return next;
}

/** Queues the next weekly digest unless one is already waiting or running; called when a worker process starts. */
export async function scheduleWeeklyDigest(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
    const [pending] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, 'marketing-digest'), inArray(jobs.state, ['queued', 'running'])))
      .limit(1);
    if (pending) return;
    const sendAt = nextDigestTime(now);
    await enqueueJob(tx, { queue: 'marketing-digest', payload: { sendAt: sendAt.toISOString() }, runAt: sendAt });
  });
}

/**
 * Mails the digest of the week before `sendAt` to every verified, active member who consents to marketing and
 * has not had this mailing yet; nothing when the week brought nothing new. A member is recorded before the mail
 * leaves, so a retried mailing never mails anyone twice; a send that fails takes its record back so the retry does.
 */
export async function mailWeeklyDigest(ctx: AppContext, sendAt: Date): Promise<{ mailing: string; sent: number }> {
  const mailing = digestMailingOf(sendAt);
  const digest = await collectWeeklyDigest(ctx.db, new Date(sendAt.getTime() - WEEK_MS), new Date());
  let sent = 0;
  if (digest.competitions.length + digest.posts.length === 0) return { mailing, sent };
  for (;;) {
    const recipients = await ctx.db
      .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(
        and(
          eq(users.marketingConsent, true),
          isNotNull(users.emailVerifiedAt),
          isNull(users.withdrawnAt),
          notExists(
            ctx.db
              .select({ one: sql`1` })
              .from(marketingSends)
              .where(and(eq(marketingSends.mailing, mailing), eq(marketingSends.userId, users.id))),
          ),
        ),
      )
      .orderBy(users.id)
      .limit(BATCH);
    if (recipients.length === 0) return { mailing, sent };
    for (const member of recipients) {
      await ctx.db.insert(marketingSends).values({ mailing, userId: member.id }).onConflictDoNothing();
      const link = signUnsubscribeLink(ctx.config.secret, { userId: member.id, mailing, kind: 'digest' });
      try {
        await ctx.mailer.send(
          digestMail({
            to: member.email,
            name: member.name,
            locale: member.locale,
            digest,
            siteUrl: ctx.config.publicUrl,
            unsubscribe: unsubscribeAddresses(ctx.config, link, member.locale),
          }),
        );
      } catch (error) {
        await ctx.db.delete(marketingSends).where(and(eq(marketingSends.mailing, mailing), eq(marketingSends.userId, member.id)));
        throw error;
      }
      sent += 1;
    }
  }
}

/** The scheduled mailing: this week's digest, then next week's queued with the job's completion. */
export async function sendWeeklyDigest(ctx: AppContext, { job, workerId }: { job: Job<'marketing-digest'>; workerId: string }): Promise<void> {
  const sendAt = new Date(job.payload.sendAt);
  await mailWeeklyDigest(ctx, sendAt);
  await ctx.db.transaction(async (tx) => {
    if (!(await completeJob(tx, { jobId: job.id, workerId }))) return;
    const next = new Date(sendAt.getTime() + WEEK_MS);
    await enqueueJob(tx, { queue: 'marketing-digest', payload: { sendAt: next.toISOString() }, runAt: next });
  });
}
