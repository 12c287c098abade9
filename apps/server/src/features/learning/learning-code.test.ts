import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRuns } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkRunner } from '../code-runs/check-runner.ts';
import { startCodeRunWorker } from '../code-runs/code-run-worker.ts';
import type { RunningWorker } from '../jobs/worker.ts';
import { buildLearningProject, fixtureSecrets } from './learning-fixtures.ts';
import { learningClient } from './learning.test-helper.ts';

let t: TestApp;
let worker: RunningWorker;
let client: ReturnType<typeof learningClient>;
beforeAll(async () => {
  t = await createTestApp({ env: { RUNNER_CPU_SECONDS: '10', RUNNER_WALL_SECONDS: '20', RUNNER_MEMORY_MB: '512', RUNNER_RUNS_PER_MINUTE: '30' } });
  const choice = await checkRunner(t.config.runner);
  expect(choice.availability).toMatchObject({ available: true, sandboxed: true });
  t.ctx.runner.availability = choice.availability;
  // Driven by runOnce, so that each test sees a submission before and after its grading.
  worker = await startCodeRunWorker(t.ctx, choice, { loop: false });
  client = learningClient(t);
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

const readCsv = 'import pandas as pd\nscores = pd.read_csv("/data/scores.csv")\n';
const solution = `${readCsv}${fixtureSecrets.solution}`;
/** A code step first (the sum of scores.csv's scores, 60), then a lesson in a second stage. */
const buildCodeProject = () =>
  buildLearningProject(t.ctx, {
    stages: [
      { xp: 50, steps: [{ kind: 'code', code: { starter: readCsv, check: fixtureSecrets.check, solution, hints: fixtureSecrets.hints.map((hint) => ({ ko: hint, en: hint })) } }] },
      { steps: [{ kind: 'lesson' }] },
    ],
  });

async function started(member: Member, projectId: number, body: { code: string; submit?: boolean }) {
  const response = await client.run(member, projectId, 1, 1, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}
const grade = (member: Member | undefined, runId: number, locale?: string) => client.call('GET', `/v2/edu/runs/${runId}/grade`, member, undefined, locale);
const readRun = async (member: Member, runId: number) => (await client.call('GET', `/v1/runs/${runId}`, member)).json().data;

describe('code steps', () => {
  it('runs a learner’s code with the project’s data files and keeps it as the step’s saved code', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db);
    const code = `${readCsv}print(scores["score"].sum())`;
    const runId = await started(member, project.id, { code });
    expect((await grade(member, runId)).statusCode).toBe(404);
    expect(await worker.runOnce()).toBe(true);
    const run = await readRun(member, runId);
    expect(run).toMatchObject({ status: 'done', result: { status: 'ok', check: null, outputs: [{ kind: 'stdout', text: '60\n' }] } });
    const step = (await client.stage(member, project.id, 1)).json().data.steps[0];
    expect(step).toMatchObject({ status: 'in_progress', attempts: 0, code: { saved: code, solution: null } });
    const [row] = await t.ctx.db.select().from(codeRuns).where(eq(codeRuns.id, runId));
    expect(row).toMatchObject({ submit: false, grade: null });
  });

  it('grades a failing submission with the check’s message, then a passing one that clears the stage', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db);
    const failing = await started(member, project.id, { code: `${readCsv}total = 0`, submit: true });
    const waiting = await grade(member, failing);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('edu_grade_not_ready');
    await worker.runOnce();
    const failed = (await grade(member, failing)).json().data;
    expect(failed).toMatchObject({ passed: false, message: '`total` is 0; expected 60.', stage_cleared: false, xp_awarded: null, step: { status: 'in_progress', attempts: 1 } });
    expect((await grade(member, failing, 'ko')).json().data.message).toBe('`total`이(가) 0입니다. 60이어야 합니다.');

    const passing = await started(member, project.id, { code: solution, submit: true });
    await worker.runOnce();
    const passed = (await grade(member, passing)).json().data;
    expect(passed).toMatchObject({ passed: true, message: 'Passed.', stage_cleared: true, xp_awarded: 50, project_completed: false, next: { stage_number: 2, step_number: 1 } });
    expect(passed.step).toMatchObject({ status: 'passed', attempts: 2, code: { solution } });
    expect((await client.call('GET', '/v1/xp/popup', member)).json().data.totalXP).toBe(50);

    // The run itself shows the learner's output and the verdict, never the check or the model answer.
    for (const runId of [failing, passing]) {
      const json = JSON.stringify(await readRun(member, runId));
      for (const secret of ['SECRET-CHECK', 'SECRET-SOLUTION', 'check_object']) expect(json).not.toContain(secret);
    }
    // Submitting again grades again and changes nothing.
    const again = await started(member, project.id, { code: `${readCsv}total = 0`, submit: true });
    await worker.runOnce();
    expect((await grade(member, again)).json().data).toMatchObject({ passed: false, stage_cleared: false, xp_awarded: null, step: { status: 'passed', attempts: 2 } });

    const other = await buildSignedInUser(t.ctx.db);
    expect((await grade(other, passing)).statusCode).toBe(404);
    expect((await grade(undefined, passing)).statusCode).toBe(401);
  });

  it('earns no stage XP once the model answer was opened, and a retake buys hints again and earns nothing', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db, { totalXp: 100 });
    const use = (what: 'hint' | 'answer') => client.useXp(member, { projectId: project.id, stageNumber: 1, stepNumber: 1, what, hint: 1 });
    expect((await use('hint')).json().data.spent).toBe(10);
    expect((await use('answer')).json().data.spent).toBe(30);
    const runId = await started(member, project.id, { code: solution, submit: true });
    await worker.runOnce();
    expect((await grade(member, runId)).json().data).toMatchObject({ passed: true, stage_cleared: true, xp_awarded: 0 });
    expect((await client.complete(member, project.id, 2, 1)).json().data).toMatchObject({ project_completed: true });
    expect((await client.call('GET', '/v1/xp/popup', member)).json().data).toMatchObject({ totalXP: 110, xpUsed: 40 });

    expect((await client.call('POST', `/v2/edu/projects/${project.id}/retake`, member)).statusCode).toBe(200);
    expect((await client.call('GET', `/v1/xp/usedXpStepNumbers?projectId=${project.id}&stageNumber=1`, member)).json().data.step_numbers).toEqual([]);
    const step = (await client.stage(member, project.id, 1)).json().data.steps[0];
    expect(step).toMatchObject({ status: 'not_started', answer_seen: false, code: { hints: [], solution: null } });
    expect((await use('hint')).json().data).toMatchObject({ spent: 10, balance: 100 });
    const retaken = await started(member, project.id, { code: solution, submit: true });
    await worker.runOnce();
    expect((await grade(member, retaken)).json().data).toMatchObject({ passed: true, stage_cleared: true, xp_awarded: 0 });
  });

  it('keeps HTML the code prints as text in the run’s result', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db);
    const runId = await started(member, project.id, { code: 'print("<script>alert(1)</script><img src=x onerror=alert(2)>")' });
    await worker.runOnce();
    const run = await readRun(member, runId);
    expect(run.result.outputs).toEqual([{ kind: 'stdout', text: '<script>alert(1)</script><img src=x onerror=alert(2)>\n' }]);
  });

  it('refuses runs on a locked step or another kind of step, and queues nothing', async () => {
    const { project } = await buildCodeProject();
    const member = await buildSignedInUser(t.ctx.db);
    const lesson = await client.run(member, project.id, 2, 1, { code: 'print(1)' });
    expect(lesson.statusCode).toBe(409);
    expect(lesson.json().message).toBe('edu_not_code');
    const lessonFirst = await buildLearningProject(t.ctx, { stages: [{ steps: [{ kind: 'lesson' }, { kind: 'code', code: { check: 'check(True)', solution: '' } }] }] });
    const early = await client.run(member, lessonFirst.project.id, 1, 2, { code: 'print(1)', submit: true });
    expect(early.json()).toMatchObject({ message: 'edu_step_locked', data: { stage_number: 1, step_number: 1 } });
    expect((await client.run(undefined, project.id, 1, 1, { code: 'print(1)' })).statusCode).toBe(401);
    expect((await client.run(member, project.id, 1, 1, { code: '' })).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(codeRuns).where(eq(codeRuns.userId, member.user.id))).toEqual([]);
  });
});
