import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { checkRunner } from '../../code-runs/check-runner.ts';
import { startCodeRunWorker } from '../../code-runs/code-run-worker.ts';
import type { RunningWorker } from '../../jobs/worker.ts';
import { BASE, client, codeForm, codeParts, type Headers } from './authoring.test-helper.ts';

let t: TestApp;
let worker: RunningWorker;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp({ env: { RUNNER_CPU_SECONDS: '10', RUNNER_WALL_SECONDS: '20', RUNNER_MEMORY_MB: '512' } });
  const choice = await checkRunner(t.config.runner);
  expect(choice.availability).toMatchObject({ available: true });
  t.ctx.runner.availability = choice.availability;
  // Driven by runOnce: each test runs the queued previews when it chooses.
  worker = await startCodeRunWorker(t.ctx, choice, { loop: false });
  api = client(t);
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

/** Runs every queued run, then reads the project as its editor shows it. */
async function runQueued(headers: Headers, projectId: number) {
  while (await worker.runOnce()) {
    // Each call runs at most a slot's worth of queued runs.
  }
  return (await api.call('GET', `${BASE}/projects/${projectId}`, headers)).json().data;
}

describe('code step previews and publishing', { timeout: 120_000 }, () => {
  it('runs the model answer and the starter with the check and the data files; publishing then succeeds', async () => {
    const author = await buildSignedInUser(t.ctx.db, { role: 'educator' });
    const { id, codeStepId } = await api.buildProject(author.headers, 'previewed');
    const queued = await api.call('POST', `${BASE}/steps/${codeStepId}/preview`, { ...author.headers, 'accept-language': 'en' }, {});
    expect(queued.statusCode).toBe(201);
    expect(queued.json().data).toMatchObject({ state: 'running', current: true, solution: { status: 'queued' }, starter: { status: 'queued' } });

    const project = await runQueued(author.headers, id);
    const preview = project.stages[0].steps[2].preview;
    expect(preview).toMatchObject({ state: 'passed', current: true });
    expect(preview.solution.result.check).toEqual({ passed: true, message: '통과했습니다.' });
    expect(preview.starter.result.check.passed).toBe(false);
    expect(preview.starter.result.check.message).toContain('total');
    expect(project.problems).toEqual([]);

    const published = await api.call('POST', `${BASE}/projects/${id}/publish`, author.headers);
    expect(published.statusCode).toBe(200);
    expect(published.json().data.state).toBe('published');
    // Learners see it now.
    const overview = await t.app.inject({ url: `/api/v2/edu/projects/${id}` });
    expect(overview.statusCode).toBe(200);
  });

  it('fails a draft whose model answer misses the check, and a published project keeps only code that passed a preview', async () => {
    const author = await buildSignedInUser(t.ctx.db, { role: 'educator' });
    const { id, codeStepId } = await api.buildProject(author.headers, 'guarded');
    await api.call('POST', `${BASE}/steps/${codeStepId}/preview`, author.headers, {});
    await runQueued(author.headers, id);
    expect((await api.call('POST', `${BASE}/projects/${id}/publish`, author.headers)).statusCode).toBe(200);

    // A model answer with a typo (the check looks for `total`), previewed as an unsaved draft: it fails, and
    // saving it is refused while the project is published.
    const wrong = { ...codeParts, solution: 'import pandas as pd\ntotl = int(pd.read_csv("/data/nums.csv").n.sum())\n' };
    const draft = await api.call('POST', `${BASE}/steps/${codeStepId}/preview`, author.headers, { draft: wrong });
    expect(draft.json().data.current).toBe(false);
    const afterDraft = await runQueued(author.headers, id);
    expect(afterDraft.stages[0].steps[2].preview).toMatchObject({ state: 'failed', current: false });
    expect(afterDraft.stages[0].steps[2].preview.solution.result.check.passed).toBe(false);
    const refused = await api.call('PUT', `${BASE}/steps/${codeStepId}`, author.headers, codeForm(wrong));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('edu_published_needs_preview');

    // A starter that already passes the check is a failed preview too; a draft that passes may be saved.
    const trivial = await api.call('POST', `${BASE}/steps/${codeStepId}/preview`, author.headers, { draft: { ...codeParts, starter: codeParts.solution } });
    expect(trivial.statusCode).toBe(201);
    expect((await runQueued(author.headers, id)).stages[0].steps[2].preview.state).toBe('failed');
    const better = { ...codeParts, solution: 'import pandas as pd\ntotal = int(pd.read_csv("/data/nums.csv").n.sum())\n' };
    await api.call('POST', `${BASE}/steps/${codeStepId}/preview`, author.headers, { draft: better });
    await runQueued(author.headers, id);
    const saved = await api.call('PUT', `${BASE}/steps/${codeStepId}`, author.headers, codeForm(better));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.stages[0].steps[2].preview).toMatchObject({ state: 'passed', current: true });

    // Data files stay as the previews saw them while the project is published.
    const upload = await api.upload(`${BASE}/projects/${id}/files`, author.headers, { name: 'more.csv', content: 'n\n1\n' });
    expect(upload.json().message).toBe('edu_files_published');
    const unpublished = await api.call('POST', `${BASE}/projects/${id}/unpublish`, author.headers);
    expect(unpublished.json().data.state).toBe('draft');
    // A new data file changes what the runs see: the preview no longer counts.
    const changed = await api.upload(`${BASE}/projects/${id}/files`, author.headers, { name: 'more.csv', content: 'n\n1\n' });
    expect(changed.json().data.problems.map((p: { key: string }) => p.key)).toEqual(['edu_publish_preview_missing']);
  });
});
