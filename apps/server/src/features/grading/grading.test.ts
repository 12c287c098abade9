import { eq, sql } from 'drizzle-orm';
import { createScoringPool, prepareGroundTruth, scoreSubmission, serializeTruth, type ScoringPool } from '@madang/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, submissions } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { claimJob } from '../jobs/queue.ts';
import { readJob } from '../jobs/worker.ts';
import { GRADING_QUEUE } from '../submissions/create-submission.ts';
import { multipartBody } from '../submissions/multipart.test-helper.ts';
import { createGradingHandler } from './grade-submission.ts';
import { startGradingWorker } from './grading-worker.ts';
import { TruthCache } from './truth-cache.ts';

let t: TestApp;
let pool: ScoringPool;
beforeAll(async () => {
  t = await createTestApp();
  pool = createScoringPool({ size: 1 });
});
afterAll(async () => {
  await pool.close();
  await t.close();
});

async function joinedMember(input = {}) {
  const built = await buildCompetition(t.ctx, { input: { daily_limit: 50, ...input } });
  const member = await buildSignedInUser(t.ctx.db);
  const team = await joinCompetition(t.ctx.db, built.competition, member.user);
  return { ...built, member, team };
}

async function submit(headers: Record<string, string>, cpt_id: number, content: Buffer | string, name = 'sub.csv') {
  const body = multipartBody({ cpt_id }, { name, content });
  const response = await t.app.inject({ method: 'POST', url: '/api/submission', payload: body.payload, headers: { ...headers, ...body.headers } });
  expect(response.statusCode).toBe(201);
  return response.json().data.submission.id as number;
}

const statusOf = async (headers: Record<string, string>, cpt_id: number, id: number) =>
  (await t.app.inject({ url: `/api/v1/competitions/${cpt_id}/submissions/status?ids=${id}`, headers })).json().data[0];

/** Runs due jobs until none is left, skipping retry backoffs. */
async function drain(runOnce: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    await t.ctx.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.state, 'queued'));
    if (!(await runOnce())) return;
  }
}

describe('grading', () => {
  it('scores a submission with the scorer and shows the public score only', async () => {
    const { competition, dataset, member } = await joinedMember();
    const content = dataset.submission(0.3, 9);
    const id = await submit(member.headers, competition.id, content);
    expect(await statusOf(member.headers, competition.id, id)).toMatchObject({ status: 'pending', queue_position: 0 });

    const worker = startGradingWorker(t.ctx, { loop: false });
    await drain(worker.runOnce);
    await worker.stop();

    const prepared = prepareGroundTruth(dataset.truth, { metric: 'rmse' });
    if (prepared.status !== 'prepared') throw new Error('truth');
    const expected = scoreSubmission(prepared.truth, content);
    if (expected.status !== 'scored') throw new Error('score');
    const status = await statusOf(member.headers, competition.id, id);
    expect(status).toMatchObject({ status: 'scored', status_label: 'Scored', public_score: expected.public, private_score: null, queue_position: null, error: null });
    expect(JSON.stringify(status)).not.toContain(String(expected.private));
    const [row] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.privateScore).toBe(expected.private);
  });

  it('marks a file the scorer refuses Error with its message in the request language; it does not use up an attempt', async () => {
    const { competition, dataset, member } = await joinedMember({ daily_limit: 1 });
    // The right header and a row per id, so it is taken; one value is not a number, which only the scorer sees.
    const lines = dataset.submission(0.3, 9).toString().split('\n');
    lines[1] = lines[1]!.replace(/,[^,]*$/, ',not-a-number');
    const id = await submit(member.headers, competition.id, lines.join('\n'));
    const worker = startGradingWorker(t.ctx, { loop: false });
    await drain(worker.runOnce);
    await worker.stop();
    const english = (
      await t.app.inject({ url: `/api/v1/competitions/${competition.id}/submissions/status?ids=${id}`, headers: { ...member.headers, 'accept-language': 'en' } })
    ).json().data[0];
    expect(english).toMatchObject({ status: 'error', status_label: 'Error', public_score: null });
    expect(english.error.key).toBe('submission.not_a_number');
    expect(english.error.detail).toContain('is not a finite number');
    const korean = await statusOf(member.headers, competition.id, id);
    expect(korean.error.detail).toContain('유한한 숫자가 아닙니다');
    const quota = await t.app.inject({ url: `/api/v1/competitions/${competition.id}/quota`, headers: member.headers });
    expect(quota.json().data).toMatchObject({ used_today: 0, remaining_today: 1 });
    // The attempt is still there for the corrected file.
    await submit(member.headers, competition.id, dataset.submission(0.3, 9));
  });

  it('retries a failure on the platform’s side and ends it as Install Error, which does not use up an attempt', async () => {
    const { competition, dataset, member } = await joinedMember({ daily_limit: 1 });
    const id = await submit(member.headers, competition.id, dataset.submission(0.1, 1));
    // Neither the prepared form nor the file it could be rebuilt from.
    await t.ctx.storage.delete(`competitions/${competition.id}/private/ground-truth.prepared`);
    await t.ctx.storage.delete(`competitions/${competition.id}/private/ground-truth.csv`);
    const worker = startGradingWorker(t.ctx, { loop: false });
    await drain(worker.runOnce);
    await worker.stop();
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'submissionId' = ${String(id)}`);
    expect(job).toMatchObject({ state: 'failed', attempts: 3 });
    const status = await statusOf(member.headers, competition.id, id);
    expect(status).toMatchObject({ status: 'install_error', status_label: 'Install Error', error: { key: 'try_again' } });
    const quota = await t.app.inject({ url: `/api/v1/competitions/${competition.id}/quota`, headers: member.headers });
    expect(quota.json().data).toMatchObject({ used_today: 0, remaining_today: 1 });
  });

  it('rebuilds a lost or unreadable prepared ground truth from the ground-truth file, and stores it again', async () => {
    const { competition, dataset, member } = await joinedMember();
    const key = `competitions/${competition.id}/private/ground-truth.prepared`;
    const prepared = prepareGroundTruth(dataset.truth, { metric: 'rmse' });
    if (prepared.status !== 'prepared') throw new Error('truth');
    for (const damage of [() => t.ctx.storage.delete(key), () => t.ctx.storage.put(key, Buffer.from('MDSCTRU0 from an older scorer'))]) {
      await damage();
      const content = dataset.submission(0.2, 4);
      const id = await submit(member.headers, competition.id, content);
      const worker = startGradingWorker(t.ctx, { loop: false });
      await drain(worker.runOnce);
      await worker.stop();
      const expected = scoreSubmission(prepared.truth, content);
      if (expected.status !== 'scored') throw new Error('score');
      expect(await statusOf(member.headers, competition.id, id)).toMatchObject({ status: 'scored', public_score: expected.public });
      const stored = await t.ctx.storage.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(Buffer.from(serializeTruth(prepared.truth)))).toBe(true);
    }
  });

  it('loses nothing when a worker dies mid-grading: the job is retried after the lease and scored once', async () => {
    const { competition, dataset, member } = await joinedMember();
    const id = await submit(member.headers, competition.id, dataset.submission(0.2, 5));
    const handler = createGradingHandler(t.ctx, { pool, truths: new TruthCache(t.ctx.db, t.ctx.storage) });

    // Worker A claims the job and dies before finishing; its lease runs out.
    const claimedByA = await claimJob(t.ctx.db, { queue: GRADING_QUEUE, workerId: 'worker-a', leaseMs: 60_000 });
    expect(claimedByA?.payload.submissionId).toBe(id);
    expect(await claimJob(t.ctx.db, { queue: GRADING_QUEUE, workerId: 'worker-b', leaseMs: 60_000 })).toBeUndefined();
    await t.ctx.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, claimedByA!.id));

    // Worker B takes it over. A comes back to life and runs to the end: it must write nothing.
    const claimedByB = await claimJob(t.ctx.db, { queue: GRADING_QUEUE, workerId: 'worker-b', leaseMs: 60_000 });
    expect(claimedByB).toMatchObject({ id: claimedByA!.id, attempts: 2, lockedBy: 'worker-b' });
    await handler.run(readJob(claimedByA!, GRADING_QUEUE), 'worker-a');
    const [afterA] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, id));
    expect(afterA!.publicScore).toBeNull();
    expect(afterA!.scoredAt).toBeNull();

    await handler.run(readJob(claimedByB!, GRADING_QUEUE), 'worker-b');
    const [afterB] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, id));
    expect(afterB).toMatchObject({ status: 'scored', publicScore: expect.any(Number) });
    const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, claimedByA!.id));
    expect(job).toMatchObject({ state: 'done', attempts: 2, lockedBy: 'worker-b' });

    // A late duplicate run of B's job changes nothing either.
    await handler.run(readJob(claimedByB!, GRADING_QUEUE), 'worker-b');
    const [again] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, id));
    expect(again!.scoredAt).toEqual(afterB!.scoredAt);
  });

  it('grades many submissions with two workers side by side, each exactly once', async () => {
    const { competition, dataset, member } = await joinedMember();
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await submit(member.headers, competition.id, dataset.submission(0.1 * (i + 1), i), `m${i}.csv`));
    const positions = await t.app.inject({ url: `/api/v1/competitions/${competition.id}/submissions/status?ids=${ids.join(',')}`, headers: member.headers });
    expect(
      positions
        .json()
        .data.map((s: { queue_position: number }) => s.queue_position)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    const workers = [startGradingWorker(t.ctx, { pollMs: 20 }), startGradingWorker(t.ctx, { pollMs: 20 })];
    await expect
      .poll(async () => (await t.ctx.db.select().from(submissions).where(eq(submissions.competitionId, competition.id))).every((s) => s.status === 'scored'), { timeout: 20_000 })
      .toBe(true);
    await Promise.all(workers.map((w) => w.stop()));
    const done = await t.ctx.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'submissionId' in (${sql.join(ids.map(String), sql`, `)})`);
    expect(done.map((j) => [j.state, j.attempts])).toEqual(ids.map(() => ['done', 1]));
  });

  it('streams status changes as server-sent events', async () => {
    const { competition, dataset, member } = await joinedMember();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/v1/competitions/${competition.id}/submissions/events`, { headers: member.headers, signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const seen: string[] = [];
    const reading = (async () => {
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
        for (const match of text.matchAll(/data: (.*)\n/g)) {
          const status = JSON.parse(match[1]!).status as string;
          if (seen.at(-1) !== status) seen.push(status);
        }
        text = text.slice(text.lastIndexOf('\n\n') + 2);
        if (seen.includes('scored')) return;
      }
    })();
    await submit(member.headers, competition.id, dataset.submission(0.2, 3));
    const worker = startGradingWorker(t.ctx, { pollMs: 20 });
    await reading;
    controller.abort();
    await worker.stop();
    expect(seen[0]).toBe('pending');
    expect(seen.at(-1)).toBe('scored');
    expect(seen).toEqual(expect.arrayContaining(['pending', 'scored']));
  });
});
