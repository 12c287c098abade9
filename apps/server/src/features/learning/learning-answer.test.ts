import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eduEnrollments, xpEvents } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { normalizeShortAnswer } from './grade-quiz.ts';
import { buildLearningProject } from './learning-fixtures.ts';
import { learningClient, passDefaultStageOne } from './learning.test-helper.ts';

let t: TestApp;
let client: ReturnType<typeof learningClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = learningClient(t);
});
afterAll(() => t.close());

const popup = async (member: { headers: Record<string, string> }) => (await client.call('GET', '/v1/xp/popup', member)).json().data;
const lessons = (count: number, xp = 50) => [{ xp, steps: Array.from({ length: count }, () => ({ kind: 'lesson' as const })) }];

describe('steps in order', () => {
  it('refuses a step before the ones ahead of it are passed, naming the step to do first', async () => {
    const { project } = await buildLearningProject(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    const early = await client.answer(member, project.id, 1, 2, [2]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'edu_step_locked',
      detail: 'Steps are taken in order: finish step 1 of stage 1 first.',
      data: { stage_number: 1, step_number: 1 },
    });
    await client.complete(member, project.id, 1, 1);
    const nextStage = await client.answer(member, project.id, 2, 1, 'series');
    expect(nextStage.json()).toMatchObject({ message: 'edu_step_locked', data: { stage_number: 1, step_number: 2 } });
    // A refused action leaves no trace: the enrollment exists from the first completed step only.
    const rows = await t.ctx.db.select().from(eduEnrollments).where(eq(eduEnrollments.userId, member.user.id));
    expect(rows).toHaveLength(1);
  });

  it('creates the enrollment on the first action only, never on a read', async () => {
    const { project } = await buildLearningProject(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    await client.stage(member, project.id, 1);
    await client.call('GET', `/v1/xp/canUse?projectId=${project.id}&stageNumber=1&stepNumber=1`, member);
    expect(await t.ctx.db.select().from(eduEnrollments).where(eq(eduEnrollments.userId, member.user.id))).toEqual([]);
    await client.answer(member, project.id, 1, 2, [2]);
    expect(await t.ctx.db.select().from(eduEnrollments).where(eq(eduEnrollments.userId, member.user.id))).toEqual([]);
  });
});

describe('answers of the wrong shape', () => {
  it('refuses with a 400 that says what the quiz takes, and a step of another kind with a 409', async () => {
    const { project } = await buildLearningProject(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    await client.complete(member, project.id, 1, 1);
    const cases: [number, unknown, string][] = [
      [2, [1, 2], 'Choose exactly one option.'],
      [2, 'two', 'Choose exactly one option.'],
      [2, [9], 'Option 9 is not one of this quiz’s options.'],
      [3, 'one and three', 'Choose one or more options, each once.'],
      [3, [1, 1], 'Choose one or more options, each once.'],
    ];
    for (const [step, answer, detail] of cases) {
      // The multiple-choice quiz opens once the single-choice one is passed.
      if (step === 3) await client.answer(member, project.id, 1, 2, [2]);
      const response = await client.answer(member, project.id, 1, step, answer);
      expect(response.statusCode, JSON.stringify(answer)).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    for (const body of [{}, { answer: [] }, { answer: '   ' }, { answer: { id: 1 } }, { answer: [1.5] }, { answer: 'x'.repeat(201) }]) {
      const response = await client.call('POST', `/v2/edu/projects/${project.id}/stages/1/steps/2/answer`, member, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await client.answer(member, project.id, 1, 1, [1])).json()).toMatchObject({ message: 'edu_not_quiz' });
    expect((await client.complete(member, project.id, 1, 3)).json()).toMatchObject({ message: 'edu_not_lesson' });
    // Nothing was counted as an attempt.
    const stage = (await client.stage(member, project.id, 1)).json().data;
    expect(stage.steps[2]).toMatchObject({ status: 'not_started', attempts: 0 });
  });
});

describe('grading quizzes', () => {
  it('grades single and multiple choice on the server, keeping the last answer and the attempts', async () => {
    const { project } = await buildLearningProject(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    const lesson = (await client.complete(member, project.id, 1, 1)).json().data;
    expect(lesson).toMatchObject({ passed: true, message: 'Marked as read.', next: { stage_number: 1, step_number: 2 }, stage_cleared: false, xp_awarded: null });

    const wrong = (await client.answer(member, project.id, 1, 2, [3])).json().data;
    expect(wrong).toMatchObject({ passed: false, message: 'Not quite. read_csv reads a table.', step: { status: 'in_progress', attempts: 1, quiz: { last_answer: [3] } } });
    const korean = (await client.answer(member, project.id, 1, 2, [1], 'ko')).json().data;
    expect(korean.message).toBe('아쉽지만 틀렸습니다. read_csv는 표를 읽습니다.');
    const right = (await client.answer(member, project.id, 1, 2, [2])).json().data;
    expect(right).toMatchObject({ passed: true, message: 'Passed.', step: { status: 'passed', attempts: 3 } });

    expect((await client.answer(member, project.id, 1, 3, [1])).json().data.passed).toBe(false);
    expect((await client.answer(member, project.id, 1, 3, [1, 3, 4])).json().data.passed).toBe(false);
    const both = (await client.answer(member, project.id, 1, 3, [3, 1])).json().data;
    expect(both).toMatchObject({ passed: true, stage_cleared: true, xp_awarded: 50, next: { stage_number: 2, step_number: 1 }, step: { quiz: { last_answer: [1, 3] } } });
  });

  it('compares short answers after trimming, NFKC and case folding', async () => {
    expect(normalizeShortAnswer('  ＳＥＲＩＥＳ ')).toBe('series');
    const { project } = await buildLearningProject(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    await passDefaultStageOne(client, member, project.id);
    expect((await client.answer(member, project.id, 2, 1, 'a series')).json().data.passed).toBe(false);
    expect((await client.answer(member, project.id, 2, 1, [1])).statusCode).toBe(400);
    const passed = (await client.answer(member, project.id, 2, 1, '  Series ')).json().data;
    expect(passed).toMatchObject({ passed: true, step: { status: 'passed', quiz: { last_answer: 'Series' } } });
  });

  it('answers a passed step again without changing it, and a double submit counts once', async () => {
    const { project } = await buildLearningProject(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    const twice = await Promise.all([client.complete(member, project.id, 1, 1), client.complete(member, project.id, 1, 1)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    await client.answer(member, project.id, 1, 2, [2]);
    const again = (await client.answer(member, project.id, 1, 2, [1])).json().data;
    expect(again).toMatchObject({ passed: false, step: { status: 'passed', attempts: 1, quiz: { last_answer: [2] } }, stage_cleared: false });
    const replays = await Promise.all([1, 2, 3].map(() => client.answer(member, project.id, 1, 3, [1, 3])));
    expect(replays.filter((r) => r.json().data.stage_cleared)).toHaveLength(1);
    expect((await popup(member)).totalXP).toBe(50);
  });
});

describe('stage XP', () => {
  it('awards a cleared stage its XP once, through the ledger, and shows it on the stage', async () => {
    const { project, stages } = await buildLearningProject(t.ctx, { stages: lessons(2, 70) });
    const member = await buildSignedInUser(t.ctx.db);
    await client.complete(member, project.id, 1, 1);
    const cleared = (await client.complete(member, project.id, 1, 2)).json().data;
    expect(cleared).toMatchObject({ stage_cleared: true, xp_awarded: 70, project_completed: true, next: null });
    expect(await popup(member)).toMatchObject({ totalXP: 70, dailyXP: 70 });
    const notify = (await client.call('GET', '/gnb/xp/v2/notify?version=3', member)).json().data;
    expect(notify.notRead[0]).toMatchObject({ reason: 'edu_stage', xp: 70, type: 1 });
    expect((await client.stage(member, project.id, 1)).json().data).toMatchObject({ cleared: true, xp_awarded: 70 });
    const rows = await t.ctx.db
      .select()
      .from(xpEvents)
      .where(and(eq(xpEvents.userId, member.user.id), eq(xpEvents.itemKey, `stage:${stages[0]!.stage.id}`)));
    expect(rows).toHaveLength(1);
  });

  it('starts a completed project over on retake, and the retake earns no stage XP again', async () => {
    const { project } = await buildLearningProject(t.ctx, { stages: lessons(2) });
    const member = await buildSignedInUser(t.ctx.db);
    const early = await client.call('POST', `/v2/edu/projects/${project.id}/retake`, member);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('edu_retake_not_completed');
    await client.complete(member, project.id, 1, 1);
    await client.complete(member, project.id, 1, 2);
    const should = (await client.call('GET', `/v1/xp/shouldRetake?projectId=${project.id}`, member)).json().data;
    expect(should).toMatchObject({ should_retake: true, completed_at: expect.any(String) });

    const retaken = await client.call('POST', `/v2/edu/projects/${project.id}/retake`, member);
    expect(retaken.statusCode).toBe(200);
    expect(retaken.json().data).toMatchObject({ status: 'ongoing', passed_steps: 0, should_retake: false, resume: { stage_number: 1, step_number: 1 } });
    expect((await client.call('GET', `/v1/xp/shouldRetake?projectId=${project.id}`, member)).json().data).toEqual({ should_retake: false, completed_at: null });
    expect((await client.answer(member, project.id, 1, 2, [1])).statusCode).toBe(409);
    await client.complete(member, project.id, 1, 1);
    const again = (await client.complete(member, project.id, 1, 2)).json().data;
    expect(again).toMatchObject({ stage_cleared: true, xp_awarded: 0, project_completed: true });
    expect((await popup(member)).totalXP).toBe(50);
    const [enrollment] = await t.ctx.db.select().from(eduEnrollments).where(eq(eduEnrollments.userId, member.user.id));
    expect(enrollment!.attempt).toBe(2);
  });

  it('counts the steps passed today, the day in Korea', async () => {
    const { project } = await buildLearningProject(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    const before = (await client.call('GET', '/v1/xp/dailyCompletionCount', member)).json().data;
    expect(before).toEqual({ count: 0, day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    await passDefaultStageOne(client, member, project.id);
    await client.answer(member, project.id, 2, 1, 'nope');
    expect((await client.call('GET', '/v1/xp/dailyCompletionCount', member)).json().data.count).toBe(3);
    expect((await client.call('GET', '/v1/xp/dailyCompletionCount')).statusCode).toBe(401);
  });
});
