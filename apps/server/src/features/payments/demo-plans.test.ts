import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { planKinds } from '@madang/contracts';
import { plans, subscriptionLedger, users } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedPlans } from './demo-plans.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo plans', () => {
  it('sell every kind but a ranker lecture, and make the demo subscriber a subscriber through the ledger', async () => {
    const subscriber = await buildSignedInUser(t.ctx.db);
    await seedPlans(t.ctx.db, { subscriberId: subscriber.user.id, now: new Date() });
    const kinds = new Set((await t.ctx.db.select().from(plans)).map((plan) => plan.kind));
    expect([...kinds].sort()).toEqual(planKinds.filter((kind) => kind !== 'ranker_lecture').sort());
    expect((await t.ctx.db.select().from(subscriptionLedger).where(eq(subscriptionLedger.userId, subscriber.user.id))).map((row) => row.kind)).toEqual(['started']);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, subscriber.user.id));
    expect(user?.subscription).toBe('MONTHLY');
    const status = (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/user-status', headers: subscriber.headers })).json().data;
    expect(status).toMatchObject({ state: 'active', subscription: 'MONTHLY', upgradable: true, header_button: 'subscribed' });
    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/payments/history', headers: subscriber.headers })).json().data;
    expect(history.rows).toMatchObject([{ kind: 'payment', amount: 19_900, plan_kind: 'monthly' }]);
  });
});
