import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paymentOrders, payments, subscriptionLedger, users } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LOCAL_CARD_APPROVED, LOCAL_CARD_DECLINED } from './local-provider.ts';
import { buildPlan } from './payments-test-helpers.ts';
import { startLocalWebhookWorker } from './payment-workers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });

/** The browser's part: open the card page, submit a card, and read the result page's address. */
async function payOnCardPage(headers: Headers, checkoutUrl: string, card: string) {
  const page = await t.app.inject({ method: 'GET', url: checkoutUrl, headers });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(LOCAL_CARD_APPROVED);
  const submitted = await t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card_number: card }).toString(),
  });
  expect(submitted.statusCode).toBe(303);
  const location = new URL(submitted.headers.location as string, 'http://localhost');
  return { path: location.pathname, params: Object.fromEntries(location.searchParams) };
}

const ledgerOf = (userId: number) => t.ctx.db.select().from(subscriptionLedger).where(eq(subscriptionLedger.userId, userId)).orderBy(subscriptionLedger.id);

describe('buying with the local test provider', () => {
  it('runs checkout, the card page, confirm and the webhook for a yearly plan, granting it once', async () => {
    const yearly = await buildPlan(t.ctx.db, { kind: 'yearly', price: 199_000, discount_percent: 33 });
    const member = await buildSignedInUser(t.ctx.db);
    const checkout = await post('/api/v1/payments/checkout', member.headers, { plan_id: yearly.id });
    expect(checkout.statusCode).toBe(200);
    const answer = checkout.json().data;
    expect(answer).toMatchObject({ flow: 'billing', amount: 199_000, success_path: '/payment/online/success-yearly', client: { provider: 'local' } });

    const result = await payOnCardPage(member.headers, answer.client.checkout_url, LOCAL_CARD_APPROVED);
    expect(result.path).toBe('/payment/online/success-yearly');
    expect(result.params).toMatchObject({ orderId: answer.order_id, amount: '199000', authKey: expect.any(String), customerKey: expect.any(String) });

    const confirmed = await post('/api/v1/payments/confirm', member.headers, result.params);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ state: 'paid', status: { subscription: 'YEARLY', state: 'active', header_button: 'subscribed' } });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(user?.subscription).toBe('YEARLY');

    // The provider's webhook arrives after the confirm, and again: nothing more is written.
    const webhooks = startLocalWebhookWorker(t.ctx, { loop: false });
    while (await webhooks.runOnce());
    const again = await post('/api/v1/payments/confirm', member.headers, result.params);
    expect(again.json().data.state).toBe('paid');
    const [order] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, answer.order_id));
    expect(await t.ctx.db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
    expect((await ledgerOf(member.user.id)).map((row) => row.kind)).toEqual(['started']);
  });

  it('sells the special subscription once, for its period, on its own result pages, without renewing', async () => {
    const special = await buildPlan(t.ctx.db, { kind: 'special', price: 79_000, period_months: 6 });
    const member = await buildSignedInUser(t.ctx.db);
    const answer = (await post('/api/v1/payments/checkout', member.headers, { plan_id: special.id })).json().data;
    expect(answer).toMatchObject({ amount: 79_000, success_path: '/payment/special-subscription/success', client: { provider: 'local' } });
    expect(answer.flow).not.toBe('billing');
    const result = await payOnCardPage(member.headers, answer.client.checkout_url, LOCAL_CARD_APPROVED);
    expect(result.path).toBe('/payment/special-subscription/success');
    const confirmed = (await post('/api/v1/payments/confirm', member.headers, result.params)).json().data;
    expect(confirmed).toMatchObject({ state: 'paid', status: { subscription: 'SPECIAL', state: 'active', next_charge_at: null } });
    const periodEnd = new Date(confirmed.status.current_period_end).getTime();
    expect(Math.abs(periodEnd - Date.now() - 182 * 86_400_000)).toBeLessThan(4 * 86_400_000);

    const declined = await buildSignedInUser(t.ctx.db);
    const second = (await post('/api/v1/payments/checkout', declined.headers, { plan_id: special.id })).json().data;
    expect((await payOnCardPage(declined.headers, second.client.checkout_url, LOCAL_CARD_DECLINED)).path).toBe('/payment/special-subscription/fail');
  });

  it('refuses a tampered amount at confirm and charges nothing', async () => {
    const plan = await buildPlan(t.ctx.db, { kind: 'three_month', price: 45_000 });
    const member = await buildSignedInUser(t.ctx.db);
    const answer = (await post('/api/v1/payments/checkout', member.headers, { plan_id: plan.id })).json().data;
    const { params } = await payOnCardPage(member.headers, answer.client.checkout_url, LOCAL_CARD_APPROVED);
    expect(params.paymentKey).toBeTruthy();
    const tampered = await post('/api/v1/payments/confirm', { ...member.headers, 'accept-language': 'en' }, { ...params, amount: 100 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ message: 'payment_amount_mismatch', detail: 'The amount does not match the order, so nothing was charged.' });
    const [order] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, answer.order_id));
    expect(order?.state).toBe('pending');
    expect(await ledgerOf(member.user.id)).toEqual([]);
    // The true amount still goes through, once.
    expect((await post('/api/v1/payments/confirm', member.headers, params)).json().data.status.subscription).toBe('THREE_MONTH');
  });

  it('gives a double-clicked pay button one order, and concurrent confirms one payment and one grant', async () => {
    const plan = await buildPlan(t.ctx.db, { kind: 'three_month' });
    const member = await buildSignedInUser(t.ctx.db);
    const clicks = await Promise.all([1, 2, 3].map(() => post('/api/v1/payments/checkout', member.headers, { plan_id: plan.id })));
    const orderIds = new Set(clicks.map((click) => click.json().data.order_id));
    expect(orderIds.size).toBe(1);
    const { params } = await payOnCardPage(member.headers, clicks[0]!.json().data.client.checkout_url, LOCAL_CARD_APPROVED);
    const confirms = await Promise.all([1, 2, 3].map(() => post('/api/v1/payments/confirm', member.headers, params)));
    expect(confirms.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    const orders = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.user.id));
    expect(orders.map((o) => o.state)).toEqual(['paid']);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.orderId, orders[0]!.id))).toHaveLength(1);
    expect((await ledgerOf(member.user.id)).map((row) => row.kind)).toEqual(['started']);
  });

  it('sends a declined card to the fail page with nothing granted, and closes the order there', async () => {
    const plan = await buildPlan(t.ctx.db, { kind: 'monthly' });
    const member = await buildSignedInUser(t.ctx.db);
    const answer = (await post('/api/v1/payments/checkout', member.headers, { plan_id: plan.id })).json().data;
    const { path, params } = await payOnCardPage(member.headers, `${answer.client.checkout_url.replace('locale=ko', 'locale=en')}`, LOCAL_CARD_DECLINED);
    expect(path).toBe('/en/payment/online/fail');
    expect(params).toMatchObject({ code: 'REJECT_CARD_PAYMENT', message: 'The card was declined. Try another card.', orderId: answer.order_id });
    expect((await post('/api/v1/payments/fail', member.headers, params)).json().data).toEqual({ closed: true });
    const status = (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/user-status', headers: member.headers })).json().data;
    expect(status).toMatchObject({ subscription: null, state: 'none', header_button: 'guide' });
  });

  it('cancels with reasons (expiring), resumes (active), and refuses a second subscription meanwhile', async () => {
    const plan = await buildPlan(t.ctx.db, { kind: 'monthly', price: 19_900 });
    const member = await buildSignedInUser(t.ctx.db);
    const answer = (await post('/api/v1/payments/checkout', member.headers, { plan_id: plan.id })).json().data;
    const { params } = await payOnCardPage(member.headers, answer.client.checkout_url, LOCAL_CARD_APPROVED);
    await post('/api/v1/payments/confirm', member.headers, params);
    expect((await post('/api/v1/payments/checkout', member.headers, { plan_id: plan.id })).json().message).toBe('payment_already_subscribed');

    const cancelled = await post('/api/v1/subscription/cancel', member.headers, { reasons: ['too_expensive', 'not_enough_time'], text: '다음에 다시 올게요' });
    expect(cancelled.json().data).toMatchObject({ state: 'expiring', subscription: 'MONTHLY', renews_as: null });
    expect((await post('/api/v1/subscription/cancel', member.headers, { reasons: [] })).statusCode).toBe(400);
    const resumed = await post('/api/v1/subscription/resume', member.headers);
    expect(resumed.json().data).toMatchObject({ state: 'active', renews_as: { id: plan.id } });
    expect((await post('/api/v1/subscription/resume', member.headers)).json().message).toBe('payment_not_resumable');
    const rows = await ledgerOf(member.user.id);
    expect(rows.map((row) => row.kind)).toEqual(['started', 'cancelled', 'resumed']);
    expect(rows[1]?.detail).toEqual({ reasons: ['too_expensive', 'not_enough_time'], text: '다음에 다시 올게요' });
    // The ledger is append-only: the database itself refuses an UPDATE.
    await expect(
      t.ctx.db
        .update(subscriptionLedger)
        .set({ kind: 'expired' })
        .where(and(eq(subscriptionLedger.userId, member.user.id))),
    ).rejects.toThrow();
  });

  it('hides a secret plan without its token, and sells it with it', async () => {
    const secret = await buildPlan(t.ctx.db, { kind: 'secret', price: 9_900 });
    const member = await buildSignedInUser(t.ctx.db);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/plans' })).json().data;
    expect(listed.map((p: { id: number }) => p.id)).not.toContain(secret.id);
    expect(JSON.stringify(listed)).not.toContain('secret_token');
    expect((await post('/api/v1/payments/checkout', member.headers, { plan_id: secret.id })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/subscription/plans/secret?token=${secret.secretToken}` })).json().data.id).toBe(secret.id);
    const checkout = await post('/api/v1/payments/checkout', member.headers, { plan_id: secret.id, secret_token: secret.secretToken });
    expect(checkout.json().data).toMatchObject({ amount: 9_900, success_path: '/payment/online/success-secret' });
  });
});
