import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildLearningProject, fixtureSecrets } from './learning-fixtures.ts';
import { learningClient, passDefaultStageOne } from './learning.test-helper.ts';

let t: TestApp;
let client: ReturnType<typeof learningClient>;
beforeAll(async () => {
  t = await createTestApp();
  client = learningClient(t);
});
afterAll(() => t.close());

/** Every hidden part of the default fixture: none may appear in what a learner is sent. */
function expectNoSecrets(body: unknown) {
  const json = JSON.stringify(body);
  for (const secret of ['SECRET-CHECK', 'SECRET-SOLUTION', ...fixtureSecrets.hints, fixtureSecrets.shortAnswer, 'series', '"correct"', '"accepted"', 'check_object']) {
    expect(json, secret).not.toContain(secret);
  }
}

describe('reading projects', () => {
  it('shows a published overview to anyone, with the access each viewer has, and no hidden part', async () => {
    const { project } = await buildLearningProject(t.ctx, { access: 'subscribers' });
    const member = await buildSignedInUser(t.ctx.db);
    const subscriber = await buildSignedInUser(t.ctx.db, { subscription: 'MONTHLY' });
    const overview = async (who?: { headers: Record<string, string> }) => (await client.call('GET', `/v2/edu/projects/${project.id}`, who)).json().data;

    const visitorView = await overview();
    expect(visitorView).toMatchObject({
      id: project.id,
      access: 'subscribers',
      access_state: 'login_required',
      status: 'not_started',
      stage_count: 2,
      step_count: 5,
      resume: null,
      should_retake: false,
      data_files: [{ name: 'scores.csv', size: 26, url: `/api/v2/edu/projects/${project.id}/files/scores.csv` }],
    });
    expect(visitorView.stages.map((s: { number: number; xp: number; step_count: number }) => [s.number, s.xp, s.step_count])).toEqual([
      [1, 50, 3],
      [2, 80, 2],
    ]);
    expectNoSecrets(visitorView);
    expect((await overview(member)).access_state).toBe('subscription_required');
    expect((await overview(subscriber)).access_state).toBe('open');
  });

  it('opens a stage to members who may open the steps, and asks others to log in or subscribe', async () => {
    const { project } = await buildLearningProject(t.ctx, { access: 'subscribers' });
    const free = await buildLearningProject(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    const subscriber = await buildSignedInUser(t.ctx.db, { subscription: 'MONTHLY' });

    const visitor = await client.stage(undefined, free.project.id, 1);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('not login');
    const refused = await client.stage(member, project.id, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'subscription_required', detail: expect.stringContaining('subscribers') });
    expect((await client.complete(member, project.id, 1, 1)).json().message).toBe('subscription_required');

    const opened = await client.stage(subscriber, project.id, 2);
    expect(opened.statusCode).toBe(200);
    const stage = opened.json().data;
    expect(stage.steps.map((s: { kind: string; locked: boolean }) => [s.kind, s.locked])).toEqual([
      ['quiz', true],
      ['code', true],
    ]);
    expect(stage.steps[1].code).toMatchObject({ hint_count: 2, hints: [], solution: null, saved: null, starter: expect.stringContaining('read_csv') });
    expectNoSecrets(stage);
    expect((await client.stage(member, free.project.id, 1)).statusCode).toBe(200);

    // Nor do grades, wrong or right, or the lists.
    expectNoSecrets((await client.complete(subscriber, project.id, 1, 1)).json());
    expectNoSecrets((await client.answer(subscriber, project.id, 1, 2, [1])).json());
    expectNoSecrets((await client.answer(subscriber, project.id, 1, 2, [2])).json());
    expectNoSecrets((await client.call('GET', '/v2/edu/my-edu', subscriber)).json());
    expectNoSecrets((await client.call('GET', '/v2/edu/getMainListBySubject?count=50', subscriber)).json());
  });

  it('shows a draft only to its author, educators and admins', async () => {
    const author = await buildSignedInUser(t.ctx.db);
    const { project } = await buildLearningProject(t.ctx, { state: 'draft', authorUserId: author.user.id, access: 'subscribers' });
    const educator = await buildSignedInUser(t.ctx.db, { role: 'educator' });
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const member = await buildSignedInUser(t.ctx.db);
    for (const who of [author, educator, admin]) {
      expect((await client.call('GET', `/v2/edu/projects/${project.id}`, who)).json().data.access_state).toBe('open');
      expect((await client.stage(who, project.id, 1)).statusCode).toBe(200);
    }
    for (const who of [member, undefined]) {
      const hidden = await client.call('GET', `/v2/edu/projects/${project.id}`, who);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('edu_project_not_found');
    }
    expect((await client.complete(member, project.id, 1, 1)).statusCode).toBe(404);
    expect((await client.call('GET', '/v2/edu/projects/99999999')).statusCode).toBe(404);
    const listed = (await client.call('GET', '/v2/edu/getMainListBySubject?count=50', admin)).json().data;
    expect(JSON.stringify(listed)).not.toContain(`"id":${project.id},`);
  });

  it('answers a stage or step that does not exist with a 404 that names it, and bad numbers with a 400', async () => {
    const { project } = await buildLearningProject(t.ctx);
    const member = await buildSignedInUser(t.ctx.db);
    const missing = await client.stage(member, project.id, 9);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'edu_stage_not_found', detail: 'This project has no stage 9.' });
    const missingStep = await client.complete(member, project.id, 1, 7);
    expect(missingStep.json()).toMatchObject({ message: 'edu_step_not_found', detail: 'Stage 1 has no step 7.' });
    for (const url of [
      `/v2/edu/projects/${project.id}/stages/abc`,
      `/v2/edu/projects/${project.id}/stages/0`,
      '/v2/edu/projects/-1',
      '/v2/edu/getMainListBySubject?count=0',
      '/v2/edu/getMainListBySubject?category=cooking',
    ]) {
      expect((await client.call('GET', url, member)).statusCode, url).toBe(400);
    }
  });
});

describe('lists', () => {
  it("groups published projects by subject, caps each group by count and filters by the caller's status", async () => {
    // Positions far ahead of other tests' projects keep this test's order.
    const ml = [];
    for (let i = 0; i < 3; i++) ml.push((await buildLearningProject(t.ctx, { category: 'machine_learning', position: -100 + i })).project);
    const stats = (await buildLearningProject(t.ctx, { category: 'statistics', position: -100 })).project;
    const member = await buildSignedInUser(t.ctx.db);
    await client.complete(member, ml[1]!.id, 1, 1);

    const all = (await client.call('GET', '/v2/edu/getMainListBySubject?count=2&category=machine_learning', member)).json().data;
    expect(all.subjects).toHaveLength(1);
    expect(all.subjects[0]).toMatchObject({ category: 'machine_learning', total: 3 });
    expect(all.subjects[0].projects.map((p: { id: number }) => p.id)).toEqual([ml[0]!.id, ml[1]!.id]);
    expect(all.subjects[0].projects[1]).toMatchObject({ status: 'ongoing', passed_steps: 1, resume: { stage_number: 1, step_number: 2 }, learner_count: 1 });

    const ongoing = (await client.call('GET', '/v2/edu/getMainListBySubject?status=ongoing', member)).json().data;
    expect(ongoing.subjects).toEqual([{ category: 'machine_learning', total: 1, projects: [expect.objectContaining({ id: ml[1]!.id })] }]);
    const notStarted = (await client.call('GET', '/v2/edu/getMainListBySubject?status=not_started&count=50', member)).json().data;
    const categories = notStarted.subjects.map((s: { category: string }) => s.category);
    expect(categories.indexOf('machine_learning')).toBeLessThan(categories.indexOf('statistics'));
    expect(notStarted.subjects.find((s: { category: string }) => s.category === 'statistics').projects[0].id).toBe(stats.id);
    // A visitor has started nothing.
    const visitor = (await client.call('GET', '/v2/edu/getMainListBySubject?status=ongoing')).json().data;
    expect(visitor.subjects).toEqual([]);
  });

  it('lists my projects ongoing and completed, most recent first, each resuming at its first step not passed', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const single = [{ xp: 10, steps: [{ kind: 'lesson' as const }, { kind: 'lesson' as const }] }];
    const first = (await buildLearningProject(t.ctx, { stages: single })).project;
    const second = (await buildLearningProject(t.ctx)).project;
    const visitor = await client.call('GET', '/v2/edu/my-edu');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('not login');

    await client.complete(member, first.id, 1, 1);
    await passDefaultStageOne(client, member, second.id);
    let ongoing = (await client.call('GET', '/v2/edu/my-edu', member)).json().data;
    expect(ongoing.total).toBe(2);
    expect(ongoing.items.map((p: { id: number; resume: unknown }) => [p.id, p.resume])).toEqual([
      [second.id, { stage_number: 2, step_number: 1 }],
      [first.id, { stage_number: 1, step_number: 2 }],
    ]);
    expect(ongoing.items[0]).toMatchObject({ status: 'ongoing', passed_steps: 3, step_count: 5, completed_at: null, last_activity_at: expect.any(String) });

    await client.complete(member, first.id, 1, 2);
    ongoing = (await client.call('GET', '/v2/edu/my-edu?status=ongoing', member)).json().data;
    expect(ongoing.items.map((p: { id: number }) => p.id)).toEqual([second.id]);
    const completed = (await client.call('GET', '/v2/edu/my-edu?status=completed&count=1', member)).json().data;
    expect(completed).toMatchObject({ total: 1, items: [{ id: first.id, status: 'completed', resume: null, passed_steps: 2, completed_at: expect.any(String) }] });
    expect((await client.call('GET', '/v2/edu/my-edu?status=paused', member)).statusCode).toBe(400);
  });
});
