import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, mailOutbox, paymentOrders, payments, refunds, subscriptionLedger, users } from '../../db/schema.ts';
import { startFakeToss, type FakeToss } from '../../test/fake-toss.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { claimJob } from '../jobs/queue.ts';
import { RENEWAL_TRIES, runPeriodEnd, runRenewalNotice } from './lifecycle.ts';
import { buildPlan } from './payments-test-helpers.ts';
import { PERIOD_END_QUEUE, RENEWAL_NOTICE_QUEUE } from './record-approval.ts';

const WEBHOOK_SECRET = 'webhook-secret-of-the-test';
let t: TestApp;
let toss: FakeToss;
beforeAll(async () => {
  toss = await startFakeToss();
  t = await createTestApp({
    env: { PAYMENTS_PROVIDER: 'toss', TOSS_CLIENT_KEY: 'test_ck_fake', TOSS_SECRET_KEY: toss.secretKey, TOSS_WEBHOOK_SECRET: WEBHOOK_SECRET, TOSS_BASE_URL: toss.url },
  });
});
afterAll(async () => {
  await t.close();
  await toss.close();
});

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
const webhook = (paymentKey: string, status = 'DONE') =>
  post(
    `/api/v1/payments/toss/webhook/${WEBHOOK_SECRET}`,
    {},
    { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: { paymentKey, status, orderId: 'forged' } },
  );
const ledgerKinds = async (userId: number) =>
  (await t.ctx.db.select().from(subscriptionLedger).where(eq(subscriptionLedger.userId, userId)).orderBy(subscriptionLedger.id)).map((row) => row.kind);

/** Checkout and Toss's window for a one-time plan: answers the order and the redirect's paymentKey. */
async function authorizeOneTime(headers: Headers, planId: number) {
  const answer = (await post('/api/v1/payments/checkout', headers, { plan_id: planId })).json().data;
  return { answer, paymentKey: toss.authorize(answer.order_id, answer.amount) };
}

/** Checkout and Toss's card registration for a renewing plan, then confirm. */
async function subscribe(member: Awaited<ReturnType<typeof buildSignedInUser>>, planId: number) {
  const answer = (await post('/api/v1/payments/checkout', member.headers, { plan_id: planId })).json().data;
  expect(answer.client).toMatchObject({ provider: 'toss', client_key: 'test_ck_fake', success_url: expect.stringContaining(`orderId=${answer.order_id}`) });
  const authKey = toss.registerCard(answer.client.customer_key);
  const confirmed = await post('/api/v1/payments/confirm', member.headers, { authKey, customerKey: answer.client.customer_key, orderId: answer.order_id, amount: answer.amount });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { answer, confirmed: confirmed.json().data };
}

describe('payments through Toss', () => {
  it('lets Toss’s browser SDK, its payment window and its calls through the pages’ CSP, and nothing else of Toss', async () => {
    const csp = String((await t.app.inject({ url: '/api/competition/list' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.tosspayments.com");
    expect(csp).toContain("frame-src 'self' https://*.tosspayments.com");
    expect(csp).toContain("connect-src 'self' https://*.tosspayments.com");
    const local = await createTestApp();
    try {
      expect(String((await local.app.inject({ url: '/api/competition/list' })).headers['content-security-policy'])).not.toContain('tosspayments');
    } finally {
      await local.close();
    }
  });

  it('applies a webhook only as Toss holds the payment: early, replayed and forged events grant nothing extra', async () => {
    const plan = await buildPlan(t.ctx.db, { kind: 'three_month', price: 45_000 });
    const member = await buildSignedInUser(t.ctx.db);
    const { answer, paymentKey } = await authorizeOneTime(member.headers, plan.id);
    // An event before the approval (out of order): Toss holds a READY payment, so nothing is granted.
    expect((await webhook(paymentKey)).statusCode).toBe(200);
    expect(await ledgerKinds(member.user.id)).toEqual([]);
    expect((await post('/api/v1/payments/toss/webhook/wrong-secret-xxxxxxxx', {}, { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey } })).statusCode).toBe(403);

    const tampered = await post('/api/v1/payments/confirm', member.headers, { paymentKey, orderId: answer.order_id, amount: 1_000 });
    expect(tampered.json().message).toBe('payment_amount_mismatch');
    expect(toss.calls.filter((call) => call.path === '/v1/payments/confirm' && call.body.orderId === answer.order_id)).toEqual([]);

    await post('/api/v1/payments/confirm', member.headers, { paymentKey, orderId: answer.order_id, amount: 45_000 });
    await Promise.all([webhook(paymentKey), webhook(paymentKey), webhook(paymentKey)]);
    const [order] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, answer.order_id));
    expect(order?.state).toBe('paid');
    expect(await t.ctx.db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
    expect(await ledgerKinds(member.user.id)).toEqual(['started']);
  });

  it('records an approval the confirm never wrote when the webhook brings it', async () => {
    const plan = await buildPlan(t.ctx.db, { kind: 'offline_course', period_months: null, seats: 1 });
    const member = await buildSignedInUser(t.ctx.db);
    const { answer, paymentKey } = await authorizeOneTime(member.headers, plan.id);
    // The browser closed after Toss approved (here: approved directly at Toss), so only the webhook tells us.
    await t.ctx.payments!.confirmPayment({ paymentKey, orderId: answer.order_id, amount: answer.amount }, `confirm-${answer.order_id}`);
    await webhook(paymentKey);
    const status = (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/user-status', headers: member.headers })).json().data;
    expect(status).toMatchObject({ subscription: null, purchases: [{ plan_id: plan.id, kind: 'offline_course' }] });
    expect((await post('/api/v1/payments/checkout', member.headers, { plan_id: plan.id })).json().message).toBe('payment_plan_sold_out');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/plans?kind=offline_course' })).json().data;
    expect(listed.find((p: { id: number }) => p.id === plan.id)).toMatchObject({ seats: 1, seats_left: 0 });
  });

  it('refunds from the console once per click, lists and exports payments with filters, and ends a wholly refunded subscription', async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const plan = await buildPlan(t.ctx.db, { kind: 'three_month', price: 30_000 });
    const member = await buildSignedInUser(t.ctx.db, { name: `환불회원${Date.now() % 10_000}` });
    const { answer, paymentKey } = await authorizeOneTime(member.headers, plan.id);
    await post('/api/v1/payments/confirm', member.headers, { paymentKey, orderId: answer.order_id, amount: 30_000 });
    expect((await post(`/api/v1/host/payments/${answer.order_id}/refund`, member.headers, { reason: 'x' })).statusCode).toBe(403);

    const partial = await post(`/api/v1/host/payments/${answer.order_id}/refund`, admin.headers, { amount: 10_000, reason: '일부 환불' });
    expect(partial.json().data).toMatchObject({ state: 'partially_refunded', refunded: 10_000 });
    expect((await post(`/api/v1/host/payments/${answer.order_id}/refund`, admin.headers, { amount: 25_000, reason: '너무 많이' })).json().message).toBe('payment_refund_too_large');
    const rest = await post(`/api/v1/host/payments/${answer.order_id}/refund`, admin.headers, { reason: '전액 환불' });
    expect(rest.json().data).toMatchObject({ state: 'refunded', refunded: 30_000 });
    await webhook(paymentKey, 'CANCELED');
    const [order] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, answer.order_id));
    const [paid] = await t.ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect((await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, paid!.id))).map((r) => r.amount)).toEqual([10_000, 20_000]);
    expect(await ledgerKinds(member.user.id)).toEqual(['started', 'refunded', 'refunded']);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(user?.subscription).toBeNull();

    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/history', headers: member.headers })).json().data;
    expect(history.rows.map((row: { kind: string; amount: number }) => [row.kind, row.amount])).toEqual(
      expect.arrayContaining([
        ['payment', 30_000],
        ['refund', -10_000],
        ['refund', -20_000],
      ]),
    );
    const receipt = (await t.app.inject({ method: 'GET', url: `/api/v1/payments/receipts/${answer.order_id}`, headers: member.headers })).json().data;
    expect(receipt).toMatchObject({ amount: 30_000, supply_amount: 27_272, vat: 2_728, card: '4V 43301234****123*', refunds: [{ amount: 10_000 }, { amount: 20_000 }] });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/payments/receipts/${answer.order_id}`, headers: admin.headers })).statusCode).toBe(200);
    const stranger = await buildSignedInUser(t.ctx.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/payments/receipts/${answer.order_id}`, headers: stranger.headers })).statusCode).toBe(404);

    const listed = (await t.app.inject({ method: 'GET', url: `/api/v1/host/payments?state=refunded&q=${encodeURIComponent(member.user.name)}`, headers: admin.headers })).json()
      .data;
    expect(listed.rows.map((row: { order_id: string }) => row.order_id)).toEqual([answer.order_id]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/v1/host/payments.csv?q=${answer.order_id}`, headers: admin.headers });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toContain(`${answer.order_id},refunded,`);
  });

  it('renews at the period end with the stored card, retries a declined one, and expires after the last try', async () => {
    const monthly = await buildPlan(t.ctx.db, { kind: 'monthly', price: 19_900 });
    const member = await buildSignedInUser(t.ctx.db);
    const { answer } = await subscribe(member, monthly.id);
    const [started] = await t.ctx.db.select().from(subscriptionLedger).where(eq(subscriptionLedger.userId, member.user.id));
    const periodEnd = started!.periodEnd!;

    const runDue = async (now: Date) => {
      await t.ctx.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(eq(jobs.queue, PERIOD_END_QUEUE));
      const job = await claimJob(t.ctx.db, { queue: PERIOD_END_QUEUE, workerId: 'test', leaseMs: 60_000 });
      expect(job).toBeDefined();
      await runPeriodEnd(t.ctx, { job: job!, workerId: 'test', now });
    };
    // Other tests' period-end jobs are not this member's: finish them first.
    await t.ctx.db.update(jobs).set({ state: 'done' }).where(eq(jobs.queue, PERIOD_END_QUEUE));
    const [mine] = await t.ctx.db
      .insert(jobs)
      .values({ queue: PERIOD_END_QUEUE, payload: { userId: member.user.id, periodEnd: periodEnd.toISOString() }, runAt: new Date(0) })
      .returning();
    expect(mine).toBeDefined();
    await runDue(periodEnd);
    expect(await ledgerKinds(member.user.id)).toEqual(['started', 'renewed']);
    const renewal = toss.calls.filter((call) => call.path.startsWith('/v1/billing/') && call.path !== '/v1/billing/authorizations/issue').at(-1);
    expect(renewal).toMatchObject({ body: { amount: 19_900, customerKey: answer.client.customer_key }, idempotencyKey: expect.stringMatching(/^charge-mdg_/) });

    toss.declineCustomer(answer.client.customer_key);
    const [renewed] = (await t.ctx.db.select().from(subscriptionLedger).where(eq(subscriptionLedger.userId, member.user.id)).orderBy(subscriptionLedger.id)).slice(-1);
    let now = renewed!.periodEnd!;
    for (let attempt = 1; attempt <= RENEWAL_TRIES; attempt += 1) {
      await runDue(now);
      const status = (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/user-status', headers: member.headers })).json().data;
      if (attempt < RENEWAL_TRIES) expect(status).toMatchObject({ failed_charges: attempt });
      now = new Date(now.getTime() + 86_400_000);
    }
    expect(await ledgerKinds(member.user.id)).toEqual(['started', 'renewed', 'renewal_failed', 'renewal_failed', 'renewal_failed', 'expired']);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(user?.subscription).toBeNull();
  });

  it('upgrades a monthly subscriber to yearly for the yearly price less the unused days', async () => {
    const monthly = await buildPlan(t.ctx.db, { kind: 'monthly', price: 19_900 });
    const yearly = await buildPlan(t.ctx.db, { kind: 'yearly', price: 199_000, discount_percent: 33 });
    const member = await buildSignedInUser(t.ctx.db);
    await subscribe(member, monthly.id);
    const status = (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/user-status', headers: member.headers })).json().data;
    expect(status.upgradable).toBe(true);
    const { answer, confirmed } = await subscribe(member, yearly.id);
    expect(answer.credit).toBeGreaterThan(19_000);
    expect(answer.amount).toBe(199_000 - answer.credit);
    expect(confirmed.status).toMatchObject({ subscription: 'YEARLY', state: 'active', upgradable: false });
    expect(await ledgerKinds(member.user.id)).toEqual(['started', 'upgraded']);
  });

  it('mails a renewing member before the charge, and not once they cancelled', async () => {
    const monthly = await buildPlan(t.ctx.db, { kind: 'monthly', price: 19_900 });
    const member = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    await subscribe(member, monthly.id);
    await subscribe(other, monthly.id);
    await post('/api/v1/subscription/cancel', other.headers, { reasons: ['other'] });
    await t.ctx.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.queue, RENEWAL_NOTICE_QUEUE));
    for (;;) {
      const job = await claimJob(t.ctx.db, { queue: RENEWAL_NOTICE_QUEUE, workerId: 'test', leaseMs: 60_000 });
      if (!job) break;
      await runRenewalNotice(t.ctx, { job, workerId: 'test' });
    }
    const subjects = async (email: string) => (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).map((mail) => mail.subject);
    expect(await subjects(member.user.email)).toEqual([expect.stringMatching(/^\[마당\] .+이 .+에 갱신됩니다$/)]);
    expect(await subjects(other.user.email)).toEqual([]);
  });
});
