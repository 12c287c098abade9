import { and, eq, gt, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
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
 * leaves, and only the run that wrote the record mails them, so a retried or doubled mailing never mails anyone
 * twice. A send that fails takes its record back, is reported through `onError` and the mailing goes on: one
 * refused address must not keep everyone else from the digest.
 */
export async function mailWeeklyDigest(
  ctx: AppContext,
  sendAt: Date,
  { onError }: { onError?: (error: unknown) => void } = {},
): Promise<{ mailing: string; sent: number; failed: number }> {
  const mailing = digestMailingOf(sendAt);
  const digest = await collectWeeklyDigest(ctx.db, new Date(sendAt.getTime() - WEEK_MS), new Date());
  let sent = 0;
  let failed = 0;
  if (digest.competitions.length + digest.posts.length === 0) return { mailing, sent, failed };
  let after = 0;
  for (;;) {
    const recipients = await ctx.db
      .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(
        and(
          gt(users.id, after),
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
    if (recipients.length === 0) return { mailing, sent, failed };
    for (const member of recipients) {
      after = member.id;
      const claimed = await ctx.db.insert(marketingSends).values({ mailing, userId: member.id }).onConflictDoNothing().returning({ userId: marketingSends.userId });
      // Another run of this mailing recorded the member first and mails them.
      if (claimed.length === 0) continue;
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
        sent += 1;
      } catch (error) {
        await ctx.db.delete(marketingSends).where(and(eq(marketingSends.mailing, mailing), eq(marketingSends.userId, member.id)));
        failed += 1;
        onError?.(new Error(`weekly digest ${mailing} to member ${member.id} failed`, { cause: error }));
      }
    }
  }
}

/**
 * The scheduled mailing: this week's digest, then the next Monday after now queued with the job's completion
 * (after downtime the next one is still a week's step ahead, not a burst of overdue weeks).
 */
export async function sendWeeklyDigest(
  ctx: AppContext,
  { job, workerId, onError }: { job: Job<'marketing-digest'>; workerId: string; onError?: (error: unknown) => void },
): Promise<void> {
  await mailWeeklyDigest(ctx, new Date(job.payload.sendAt), { onError });
  await ctx.db.transaction(async (tx) => {
    if (!(await completeJob(tx, { jobId: job.id, workerId }))) return;
    const next = nextDigestTime(new Date());
    await enqueueJob(tx, { queue: 'marketing-digest', payload: { sendAt: next.toISOString() }, runAt: next });
  });
}
