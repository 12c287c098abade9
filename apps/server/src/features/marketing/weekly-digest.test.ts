import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, marketingSends, users } from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { buildCompetition, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { startSmtpServer } from '../mail/smtp-server.test-helper.ts';
import { startDigestWorker } from './digest-worker.ts';
import { digestMailingOf, mailWeeklyDigest, nextDigestTime } from './send-digest.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), MAIL_FROM: 'Madang <hello@madang.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A received message's headers (unfolded) and its text part, decoded from quoted-printable. */
function readMail(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join('\r\n\r\n');
  const textPart = body.split(/--[^\r\n]+\r\n/).find((part) => part.includes('Content-Type: text/plain')) ?? body;
  const encoded = textPart.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  const bytes = encoded.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const subject = (headers.get('subject') ?? '').replace(/=\?UTF-8\?B\?([^?]+)\?=\s*/gi, (_match, b64: string) => Buffer.from(b64, 'base64').toString('latin1'));
  return { headers, text: Buffer.from(bytes, 'latin1').toString('utf8'), subject: Buffer.from(subject, 'latin1').toString('utf8') };
}

describe('the weekly marketing digest', () => {
  it('mails consenting members in their language with signed List-Unsubscribe headers whose one-click POST works, once per mailing', async () => {
    const { competition } = await buildCompetition(t.ctx, { input: { title: { ko: '새 주간 대회', en: 'New weekly contest' } } });
    const { user: korean } = await buildUser(t.ctx.db, { marketing: true, locale: 'ko' });
    const { user: english } = await buildUser(t.ctx.db, { marketing: true, locale: 'en' });
    await buildUser(t.ctx.db, { marketing: false });
    await buildUser(t.ctx.db, { marketing: true, verified: false });
    const { user: withdrawn } = await buildUser(t.ctx.db, { marketing: true });
    await t.ctx.db.update(users).set({ withdrawnAt: new Date() }).where(eq(users.id, withdrawn.id));
    const audience = await t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.marketingConsent, true), isNotNull(users.emailVerifiedAt), isNull(users.withdrawnAt)));

    const sendAt = new Date();
    await enqueueJob(t.ctx.db, { queue: 'marketing-digest', payload: { sendAt: sendAt.toISOString() } });
    const worker = await startDigestWorker(t.ctx, { loop: false });
    // The start queues next Monday's digest; the one just queued is due first.
    expect(await worker.runOnce()).toBe(true);

    const mailedTo = smtp.received.flatMap((mail) => mail.to);
    expect(mailedTo).toContain(korean.email);
    expect(mailedTo).toContain(english.email);
    expect(mailedTo).not.toContain(withdrawn.email);
    expect(mailedTo.toSorted()).toEqual(audience.map((member) => member.email).toSorted());

    const koMail = readMail(smtp.received.find((mail) => mail.to.includes(korean.email))!.raw);
    const enMail = readMail(smtp.received.find((mail) => mail.to.includes(english.email))!.raw);
    expect(koMail.subject).toBe('[마당] 이번 주 새 대회와 인기 글');
    expect(koMail.text).toContain('새 주간 대회');
    expect(koMail.text).toContain(`http://localhost:3000/competitions/official/${competition.slug}`);
    expect(enMail.subject).toBe('[Madang] New competitions and popular posts this week');
    expect(enMail.text).toContain('New weekly contest');
    expect(enMail.text).toContain(`http://localhost:3000/en/competitions/official/${competition.slug}`);

    expect(enMail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = enMail.headers.get('list-unsubscribe') ?? '';
    const [oneClick, mailto] = [...listUnsubscribe.matchAll(/<([^>]+)>/g)].map((match) => match[1]!);
    expect(oneClick).toMatch(new RegExp(`^http://localhost:3000/api/mail/unsubscribe\\?id=${english.id}&from=digest-\\d{4}-\\d{2}-\\d{2}&type=digest&sig=[A-Za-z0-9_-]{43}$`));
    const sig = new URL(oneClick!).searchParams.get('sig');
    expect(mailto).toBe(`mailto:hello@madang.test?subject=${encodeURIComponent(`unsubscribe digest ${english.id} ${digestMailingOf(sendAt)} ${sig}`)}`);
    // The reader's link opens the page in the mail's language with the same signed parameters.
    expect(enMail.text).toContain(oneClick!.replace('/api/mail/unsubscribe', '/en/api/unsubscribe'));

    const click = await t.app.inject({
      method: 'POST',
      url: oneClick!.replace('http://localhost:3000', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    const [after] = await t.ctx.db.select({ consent: users.marketingConsent }).from(users).where(eq(users.id, english.id));
    expect(after!.consent).toBe(false);

    // The run queued next week's digest; running the same mailing again (a retry) mails nobody twice.
    const queued = await t.ctx.db.select({ payload: jobs.payload, state: jobs.state }).from(jobs).where(eq(jobs.queue, 'marketing-digest'));
    expect(queued.filter((job) => job.state === 'queued').map((job) => (job.payload as { sendAt: string }).sendAt)).toContain(nextDigestTime(new Date()).toISOString());
    const before = smtp.received.length;
    await enqueueJob(t.ctx.db, { queue: 'marketing-digest', payload: { sendAt: sendAt.toISOString() } });
    expect(await worker.runOnce()).toBe(true);
    expect(smtp.received.length).toBe(before);
    expect((await t.ctx.db.select().from(marketingSends).where(eq(marketingSends.userId, korean.id))).length).toBe(1);
    await worker.stop();
  });

  it('mails everyone else when one address is refused, reports it, and leaves that member unrecorded', async () => {
    await buildCompetition(t.ctx, { input: { title: { ko: '거절 주간 대회', en: 'Refusal week contest' } } });
    const { user: refused } = await buildUser(t.ctx.db, { marketing: true });
    const { user: fine } = await buildUser(t.ctx.db, { marketing: true });
    const tried: string[] = [];
    const refusing: Mailer = {
      transport: 'smtp',
      async send(mail) {
        tried.push(mail.to);
        if (mail.to === refused.email) throw new Error('550 mailbox unavailable');
        await t.ctx.mailer.send(mail);
      },
    };
    const errors: unknown[] = [];
    const sendAt = new Date('2026-01-05T00:00:00Z');
    const result = await mailWeeklyDigest({ ...t.ctx, mailer: refusing }, sendAt, { onError: (error) => errors.push(error) });

    // The refused member sorts before the later one, so the later one was mailed after the refusal.
    expect(refused.id).toBeLessThan(fine.id);
    expect(tried).toContain(fine.email);
    expect(result.failed).toBe(1);
    expect(result.sent).toBe(tried.length - 1);
    expect(errors).toHaveLength(1);
    const recorded = await t.ctx.db
      .select({ userId: marketingSends.userId })
      .from(marketingSends)
      .where(eq(marketingSends.mailing, digestMailingOf(sendAt)));
    expect(recorded.map((row) => row.userId)).toContain(fine.id);
    expect(recorded.map((row) => row.userId)).not.toContain(refused.id);
  });

  it('mails each member once when two runs of one mailing overlap', async () => {
    await buildCompetition(t.ctx, { input: { title: { ko: '겹친 주간 대회', en: 'Overlap week contest' } } });
    await buildUser(t.ctx.db, { marketing: true });
    const mailed: string[] = [];
    const counting: Mailer = {
      transport: 'smtp',
      async send(mail) {
        mailed.push(mail.to);
        await t.ctx.mailer.send(mail);
      },
    };
    const sendAt = new Date('2026-01-12T00:00:00Z');
    const runs = await Promise.all([mailWeeklyDigest({ ...t.ctx, mailer: counting }, sendAt), mailWeeklyDigest({ ...t.ctx, mailer: counting }, sendAt)]);
    expect(mailed.length).toBeGreaterThan(0);
    expect(new Set(mailed).size).toBe(mailed.length);
    expect(runs[0].sent + runs[1].sent).toBe(mailed.length);
  });

  it('queues the next digest after now when a mailing ran late, and the next one when a digest gives up', async () => {
    await t.ctx.db.delete(jobs).where(eq(jobs.queue, 'marketing-digest'));
    const fiveWeeksAgo = new Date(Date.now() - 35 * 86_400_000);
    await enqueueJob(t.ctx.db, { queue: 'marketing-digest', payload: { sendAt: fiveWeeksAgo.toISOString() }, runAt: fiveWeeksAgo });
    const worker = await startDigestWorker(t.ctx, { loop: false });
    expect(await worker.runOnce()).toBe(true);
    const queuedLate = await t.ctx.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.queue, 'marketing-digest'), eq(jobs.state, 'queued')));
    expect(queuedLate).toHaveLength(1);
    expect(queuedLate[0]!.runAt.getTime()).toBeGreaterThan(Date.now());

    // A digest whose workers died on its last attempt gives up; the week after must still be queued.
    await t.ctx.db.delete(jobs).where(eq(jobs.queue, 'marketing-digest'));
    await t.ctx.db.insert(jobs).values({
      queue: 'marketing-digest',
      payload: { sendAt: fiveWeeksAgo.toISOString() },
      state: 'running',
      attempts: 1,
      maxAttempts: 1,
      lockedBy: 'a dead worker',
      lockedUntil: new Date(Date.now() - 60_000),
    });
    expect(await worker.runOnce()).toBe(true);
    const states = await t.ctx.db.select({ state: jobs.state, runAt: jobs.runAt }).from(jobs).where(eq(jobs.queue, 'marketing-digest'));
    expect(states.map((job) => job.state).toSorted()).toEqual(['failed', 'queued']);
    expect(states.find((job) => job.state === 'queued')!.runAt.getTime()).toBeGreaterThan(Date.now());
    await worker.stop();
  });

  it('goes out on Mondays at 09:00 in Korea', () => {
    expect(nextDigestTime(new Date('2026-11-26T07:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextDigestTime(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-12-07T00:00:00.000Z');
    expect(nextDigestTime(new Date('2026-11-29T23:59:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});
