import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedSupport } from './demo-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds questions to the housing competition: one public FAQ, one answered in private and one waiting', async () => {
  const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
  const member = await buildSignedInUser(t.ctx.db);
  const leader = await buildSignedInUser(t.ctx.db);
  const { competition } = await buildCompetition(t.ctx, { hostUserId: host.user.id, input: { slug: 'housing-price-2025' } });
  await joinCompetition(t.ctx.db, competition, member.user);
  await joinCompetition(t.ctx.db, competition, leader.user);
  await seedSupport(t.ctx.db, { host: host.user, member: member.user, leader: leader.user, now: new Date() });

  const list = async (query: string, who?: typeof member) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/support/list?cpt_id=${competition.id}${query}`, headers: who?.headers })).json().data;
  expect((await list('')).items.map((item: { is_faq: boolean; answered: boolean }) => [item.is_faq, item.answered])).toEqual([[true, true]]);
  expect((await list('', host)).total).toBe(3);
  expect((await list('&unanswered=1', host)).total).toBe(1);
  expect((await list('', member)).total).toBe(2);
  expect((await list('', leader)).total).toBe(1);
});
