import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, xpEvents } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildLearningProject, fixtureSecrets, type FixtureStep } from './learning-fixtures.ts';
import { learningClient } from './learning.test-helper.ts';

let t: TestApp;
let client: ReturnType<typeof learningClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = learningClient(t);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const codeStep: FixtureStep = {
  kind: 'code',
  code: { starter: 'total = 0\n', check: fixtureSecrets.check, solution: fixtureSecrets.solution, hints: fixtureSecrets.hints.map((hint) => ({ ko: hint, en: hint })) },
};
/** A project that opens on a code step, then a lesson, then a second stage's code step. */
const buildCodeProject = () => buildLearningProject(t.ctx, { stages: [{ steps: [codeStep, { kind: 'lesson' }] }, { steps: [codeStep] }] });

const totalXp = async (member: Member) => (await t.ctx.db.select({ totalXp: users.totalXp }).from(users).where(eq(users.id, member.user.id)))[0]!.totalXp;
const query = (projectId: number, stage = 1, step = 1) => `projectId=${projectId}&stageNumber=${stage}&stepNumber=${step}`;
const canUse = async (member: Member, projectId: number, stage = 1, step = 1) => (await client.call('GET', `/v1/xp/canUse?${query(projectId, stage, step)}`, member)).json().data;

describe('spending XP on hints and model answers', () => {
  it('opens a hint for 10 XP and the model answer for 30, shown only after', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db, { totalXp: 100 });
    expect(await canUse(member, project.id)).toEqual({
      hint: { can_use: true, cost: 10, remaining: 2 },
      answer: { can_use: true, cost: 30, opened: false },
      balance: 100,
      reason: null,
    });
    const hint = await client.useXp(member, { projectId: project.id, stageNumber: 1, stepNumber: 1, what: 'hint', hint: 1 });
    expect(hint.statusCode).toBe(200);
    expect(hint.json().data).toMatchObject({ spent: 10, balance: 90, step: { code: { hints: [{ en: 'SECRET-HINT-1' }], solution: null }, answer_seen: false } });
    expect(JSON.stringify(hint.json())).not.toContain('SECRET-HINT-2');
    const answer = (await client.useXp(member, { projectId: project.id, stageNumber: 1, stepNumber: 1, what: 'answer' })).json().data;
    expect(answer).toMatchObject({ spent: 30, balance: 60, step: { answer_seen: true, code: { solution: fixtureSecrets.solution } } });

    expect((await client.stage(member, project.id, 1)).json().data.steps[0].code).toMatchObject({ hints: [{ en: 'SECRET-HINT-1' }], solution: fixtureSecrets.solution });
    expect((await client.call('GET', `/v1/xp/usedXpStepNumbers?projectId=${project.id}&stageNumber=1`, member)).json().data).toEqual({ step_numbers: [1] });
    expect((await client.call('GET', `/v1/xp/checkAnswerAfterWarning?${query(project.id)}`, member)).json().data).toEqual({ answer_seen: true, earns_xp: false });
    expect(await canUse(member, project.id)).toMatchObject({ hint: { remaining: 1, can_use: true }, answer: { opened: true, can_use: false } });
  });

  it('charges once when the same spend arrives five times at once', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db, { totalXp: 100 });
    const body = { projectId: project.id, stageNumber: 1, stepNumber: 1, what: 'hint', hint: 1 };
    const hints = await Promise.all(Array.from({ length: 5 }, () => client.useXp(member, body)));
    expect(hints.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(hints.map((r) => r.json().data.spent).sort()).toEqual([0, 0, 0, 0, 10]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.useXp(member, { ...body, what: 'answer', hint: undefined })));
    expect(answers.map((r) => r.json().data.spent).sort()).toEqual([0, 0, 0, 0, 30]);
    expect(await totalXp(member)).toBe(60);
    const spends = await t.ctx.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, member.user.id), lt(xpEvents.amount, 0)));
    expect(spends.map((row) => [row.reason, row.amount]).sort()).toEqual([
      ['edu_answer', -30],
      ['edu_hint', -10],
    ]);
  });

  it('refuses a spend the balance cannot pay, leaving the balance as it was, and never goes below 0', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db, { totalXp: 35 });
    const answer = (await client.useXp(member, { projectId: project.id, stageNumber: 1, stepNumber: 1, what: 'answer' })).json().data;
    expect(answer).toMatchObject({ spent: 30, balance: 5 });
    const refused = await client.useXp(member, { projectId: project.id, stageNumber: 1, stepNumber: 1, what: 'hint', hint: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'xp_not_enough', detail: 'You need 10 XP for this and have 5 XP.', data: { cost: 10, balance: 5 } });
    expect(await totalXp(member)).toBe(5);
    expect(await canUse(member, project.id)).toMatchObject({ hint: { can_use: false, remaining: 2 }, balance: 5, reason: 'You need 10 XP for this and have 5 XP.' });

    const poor = await buildSignedInUser(t.ctx.db, { totalXp: 25 });
    const tries = await Promise.all(
      Array.from({ length: 4 }, (_, i) => client.useXp(poor, { projectId: project.id, stageNumber: 1, stepNumber: 1, what: i % 2 ? 'answer' : 'hint', hint: 1 })),
    );
    expect(tries.filter((r) => r.statusCode === 200 && r.json().data.spent > 0)).toHaveLength(1);
    expect(await totalXp(poor)).toBe(15);
  });

  it('counts spends as XP used in the popup and the history, outside the daily cap and the point list', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db, { totalXp: 100 });
    await client.useXp(member, { projectId: project.id, stageNumber: 1, stepNumber: 1, what: 'hint', hint: 1 });
    await client.useXp(member, { projectId: project.id, stageNumber: 1, stepNumber: 1, what: 'hint', hint: 2 });
    const popup = (await client.call('GET', '/v1/xp/popup', member)).json().data;
    expect(popup).toMatchObject({ totalXP: 80, xpUsed: 20, xpGained: 100, dailyXP: 0 });
    const history = (await client.call('GET', '/gnb/xp/history/v2', member)).json().data;
    expect(history.items.map((item: { reason: string; xp: number; total_after: number; level_up: boolean }) => [item.reason, item.xp, item.total_after, item.level_up])).toEqual([
      ['edu_hint', -10, 80, false],
      ['edu_hint', -10, 90, false],
    ]);
    expect((await client.call('GET', '/gnb/xp/v2/notify?version=3', member)).json().data.count).toBe(0);
    expect(await canUse(member, project.id)).toMatchObject({ hint: { remaining: 0, can_use: false }, answer: { can_use: true } });
  });

  it('opens hints in order, on open code steps only', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db, { totalXp: 100 });
    const use = (body: Record<string, unknown>) => client.useXp(member, { projectId: project.id, stageNumber: 1, stepNumber: 1, ...body });
    expect((await use({ what: 'hint', hint: 2 })).json()).toMatchObject({ message: 'edu_hint_unavailable', detail: 'Hint 2 cannot be opened: the next hint is 1 of 2.' });
    await use({ what: 'hint', hint: 1 });
    await use({ what: 'hint', hint: 2 });
    expect((await use({ what: 'hint', hint: 3 })).statusCode).toBe(409);
    expect((await use({ what: 'hint' })).statusCode).toBe(400);
    expect((await use({ what: 'everything' })).statusCode).toBe(400);
    expect((await client.useXp(member, { projectId: project.id, stageNumber: 2, stepNumber: 1, what: 'answer' })).json().message).toBe('edu_step_locked');
    expect((await client.useXp(member, { projectId: project.id, stageNumber: 1, stepNumber: 2, what: 'answer' })).json().message).toBe('edu_not_code');
    expect((await client.useXp(member, { projectId: project.id, stageNumber: 3, stepNumber: 1, what: 'answer' })).statusCode).toBe(404);
    expect(await totalXp(member)).toBe(80);

    expect(await canUse(member, project.id, 1, 2)).toMatchObject({
      hint: { can_use: false },
      answer: { can_use: false },
      reason: 'This step has no code: hints, model answers and runs belong to code steps.',
    });
    expect((await canUse(member, project.id, 2, 1)).reason).toBe('Steps are taken in order: finish step 1 of stage 1 first.');
    expect((await client.call('GET', `/v1/xp/checkAnswerAfterWarning?${query(project.id, 2, 1)}`, member)).json().data).toEqual({ answer_seen: false, earns_xp: true });
  });

  it("answers visitors with not login and refuses a subscribers' project to others", async () => {
    const { project } = await buildLearningProject(t.ctx, { access: 'subscribers', stages: [{ steps: [codeStep] }] });
    const member = await buildSignedInUser(t.ctx.db, { totalXp: 100 });
    for (const [method, url] of [
      ['GET', `/v1/xp/canUse?${query(project.id)}`],
      ['GET', `/v1/xp/usedXpStepNumbers?projectId=${project.id}&stageNumber=1`],
      ['GET', `/v1/xp/checkAnswerAfterWarning?${query(project.id)}`],
      ['GET', `/v1/xp/shouldRetake?projectId=${project.id}`],
      ['POST', '/v1/xp/use'],
    ] as const) {
      const payload = method === 'POST' ? { projectId: project.id, stageNumber: 1, stepNumber: 1, what: 'answer' } : undefined;
      const visitor = await client.call(method, url, undefined, payload);
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json().message).toBe('not login');
      if (!url.includes('shouldRetake')) expect((await client.call(method, url, member, payload)).json().message, url).toBe('subscription_required');
    }
    expect(await totalXp(member)).toBe(100);
    expect((await client.call('GET', '/v1/xp/canUse?projectId=1&stageNumber=x&stepNumber=1', member)).statusCode).toBe(400);
  });
});
