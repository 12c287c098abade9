import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildLearningProject } from '../learning/learning-fixtures.ts';
import { LOCAL_CARD_APPROVED } from './local-provider.ts';
import { buildPlan } from './payments-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a ranker lecture', () => {
  it('opens its own project to the member who bought it, and to nobody else without a subscription', async () => {
    const { project } = await buildLearningProject(t.ctx, { access: 'subscribers' });
    const lecture = await buildPlan(t.ctx.db, { kind: 'ranker_lecture', period_months: null, project_id: project.id, price: 49_000 });
    const buyer = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    const accessOf = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v2/edu/projects/${project.id}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.access_state;
    };
    expect(await accessOf(buyer.headers)).toBe('subscription_required');

    const answer = (await t.app.inject({ method: 'POST', url: '/api/v1/payments/checkout', headers: buyer.headers, payload: { plan_id: lecture.id } })).json().data;
    expect(answer).toMatchObject({ flow: 'payment', amount: 49_000, success_path: '/payment/rankerLecture/success' });
    const submitted = await t.app.inject({
      method: 'POST',
      url: answer.client.checkout_url,
      headers: { ...buyer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card_number=${LOCAL_CARD_APPROVED}`,
    });
    const params = Object.fromEntries(new URL(submitted.headers.location as string, 'http://localhost').searchParams);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payments/confirm', headers: buyer.headers, payload: params })).json().data.state).toBe('paid');

    expect(await accessOf(buyer.headers)).toBe('open');
    expect(await accessOf(other.headers)).toBe('subscription_required');
    const stage = await t.app.inject({ method: 'GET', url: `/api/v2/edu/projects/${project.id}/stages/1`, headers: buyer.headers });
    expect(stage.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/edu/projects/${project.id}/stages/1`, headers: other.headers })).statusCode).toBe(403);
  });
});
