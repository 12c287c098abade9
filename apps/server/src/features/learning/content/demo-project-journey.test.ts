import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkRunner } from '../../code-runs/check-runner.ts';
import { startCodeRunWorker } from '../../code-runs/code-run-worker.ts';
import type { RunningWorker } from '../../jobs/worker.ts';
import { demoProjectDirs } from '../demo-projects/demo-projects.ts';
import { learningClient } from '../learning.test-helper.ts';
import { importProjectFolder } from './project-archive.ts';
import { parseProject } from './parse-project.ts';
import type { ProjectContent } from './project-content.ts';
import { readProjectFolder } from './read-project-folder.ts';

/**
 * A demo project as a learner takes it through the API: its data files go from the store into the sandboxed runs,
 * a wrong answer is graded with the check’s message, and the model answers pass and clear the stage.
 */
let t: TestApp;
let worker: RunningWorker;
let client: ReturnType<typeof learningClient>;
let content: ProjectContent;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RUNNER_CPU_SECONDS: '10', RUNNER_WALL_SECONDS: '20', RUNNER_MEMORY_MB: '512', RUNNER_RUNS_PER_MINUTE: '30' } });
  const choice = await checkRunner(t.config.runner);
  expect(choice.availability).toMatchObject({ available: true, sandboxed: true });
  t.ctx.runner.availability = choice.availability;
  worker = await startCodeRunWorker(t.ctx, choice, { loop: false });
  client = learningClient(t);
  const dir = demoProjectDirs.find((each) => each.endsWith('pandas-basics'))!;
  content = parseProject(await readProjectFolder(dir));
  ({ projectId } = await importProjectFolder(t.ctx, { dir, authorUserId: null }));
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

describe('a demo project taken through the learning API', () => {
  it('grades stage 1 of pandas basics: a wrong answer fails with the check’s reason, the model answers pass and clear the stage', { timeout: 120_000 }, async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const submit = async (stepNumber: number, code: string) => {
      const started = await client.run(member, projectId, 1, stepNumber, { code, submit: true });
      expect(started.statusCode, started.body).toBe(201);
      expect(await worker.runOnce()).toBe(true);
      return (await client.call('GET', `/v2/edu/runs/${started.json().data.id}/grade`, member)).json().data;
    };
    const stage = content.stages[0]!;
    for (const step of stage.steps) {
      if (step.kind === 'lesson') expect((await client.complete(member, projectId, 1, step.number)).statusCode).toBe(200);
      if (step.kind === 'quiz') expect((await client.answer(member, projectId, 1, step.number, step.quiz!.correct)).json().data.passed).toBe(true);
      if (step.kind !== 'code') continue;
      if (step.number === 3) {
        // A learner who printed the wrong thing reads which value differs.
        const wrong = await submit(step.number, step.code!.solution.replace('n_rows, n_cols = orders.shape', 'n_cols, n_rows = orders.shape'));
        expect(wrong).toMatchObject({ passed: false, message: '`n_rows` is 9; expected 711. — The row count is `orders.shape[0]`.' });
      }
      const graded = await submit(step.number, step.code!.solution);
      expect(graded, `step ${step.number}`).toMatchObject({ passed: true, message: 'Passed.' });
      if (step.number === stage.steps.at(-1)!.number) expect(graded).toMatchObject({ stage_cleared: true, next: { stage_number: 2, step_number: 1 } });
    }
  });
});
