import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, submissions } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser, joinCompetition } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CompetitionCreate } from '@madang/contracts';
import { multipartBody } from './multipart.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function joinedMember(input: Partial<CompetitionCreate> = {}, testRows?: number) {
  const built = await buildCompetition(t.ctx, { input, ...(testRows ? { testRows } : {}) });
  const member = await buildSignedInUser(t.ctx.db);
  const team = await joinCompetition(t.ctx.db, built.competition, member.user);
  return { ...built, member, team };
}

const submit = (headers: Record<string, string>, cpt_id: number | string, file?: { name: string; content: Buffer | string }, extra: Record<string, string> = {}) => {
  const body = multipartBody({ cpt_id, memo: 'first try', ...extra }, file);
  return t.app.inject({ method: 'POST', url: '/api/submission', payload: body.payload, headers: { ...headers, ...body.headers } });
};

const storedSubmissionFiles = (competitionId: number) => {
  const dir = path.join(t.config.storageDir, 'competitions', String(competitionId), 'submissions');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('submitting a file', () => {
  it('stores the file and the row, queues grading and answers with the quota and the first-submission badge', async () => {
    const { competition, dataset, member, team } = await joinedMember();
    const response = await submit(member.headers, competition.id, { name: 'submission_v1.csv', content: dataset.submission(0.2, 1) });
    expect(response.statusCode).toBe(201);
    const { submission, quota, badge } = response.json().data;
    expect(submission).toMatchObject({ file_name: 'submission_v1.csv', memo: 'first try', status: 'pending', status_label: 'Pending', public_score: null, is_final: false });
    expect(quota).toMatchObject({ daily_limit: 3, used_today: 1, remaining_today: 2, total_limit: null, remaining_total: null });
    expect(badge).toMatchObject({ code: 'first_submission', title: { ko: '첫 제출', en: 'First submission' }, link: `/myprofile/${member.user.id}/achieve` });

    expect(storedSubmissionFiles(competition.id)).toEqual([`${submission.id}.csv`]);
    const [row] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(row).toMatchObject({ teamId: team.id, rowCount: 200, status: 'pending' });
    const queued = await t.ctx.db.select().from(jobs).where(eq(jobs.queue, 'grade-submission'));
    expect(queued.some((job) => job.payload.submissionId === submission.id && job.state === 'queued')).toBe(true);

    const list = await t.app.inject({ url: `/api/competition/submission_list?cpt_id=${competition.id}`, headers: member.headers });
    expect(list.json().data).toMatchObject({ total: 1, quota: { remaining_today: 2 }, final_limit: 2 });
    expect(list.json().data.items[0]).toMatchObject({ id: submission.id, queue_position: expect.any(Number), submitted_by: { id: member.user.id } });

    const second = await submit(member.headers, competition.id, { name: 'submission_v2.csv', content: dataset.submission(0.1, 2) });
    expect(second.json().data.badge).toBeNull();
  });

  it("answers /competition/badge_data with the member's own badges and asks a visitor to log in", async () => {
    const { competition, dataset, member } = await joinedMember();
    const other = await buildSignedInUser(t.ctx.db);
    const badges = async (headers?: Record<string, string>) => t.app.inject({ url: `/api/competition/badge_data?cpt_id=${competition.id}`, headers });
    expect((await badges(member.headers)).json().data).toEqual([]);

    await submit(member.headers, competition.id, { name: 'first.csv', content: dataset.submission(0.2, 1) });
    expect((await badges(member.headers)).json().data).toEqual([
      { code: 'first_submission', title: { ko: '첫 제출', en: 'First submission' }, competition_id: competition.id, earned_at: expect.any(String) },
    ]);
    expect((await badges(other.headers)).json().data).toEqual([]);
    expect((await badges()).statusCode).toBe(401);
  });

  it('refuses every kind of bad file with its message and stores nothing', async () => {
    const { competition, dataset, member } = await joinedMember({ max_file_bytes: 4_000, max_rows: 100, file_extension: 'csv' }, 50);
    const good = dataset.submission(0.1, 3).toString();
    const header = good.split('\n')[0]!;
    const [idColumn] = header.split(',');
    const cases: { name: string; content: Buffer | string; status: number; message: string; detail?: { ko: string; en: string } }[] = [
      { name: 'submission.txt', content: good, status: 400, message: 'wrong_extension' },
      { name: 'submission', content: good, status: 400, message: 'wrong_extension' },
      { name: `${'a'.repeat(27)}.csv`, content: good, status: 400, message: 'check_file_name' },
      { name: 'my submission.csv', content: good, status: 400, message: 'check_file_name' },
      { name: '제출파일.csv', content: good, status: 400, message: 'check_file_name' },
      { name: 'sub#1.csv', content: good, status: 400, message: 'check_file_name' },
      { name: 'sub&1.csv', content: good, status: 400, message: 'check_file_name' },
      { name: 'sub?1.csv', content: good, status: 400, message: 'check_file_name' },
      { name: 'big.csv', content: `${header}\n${'X'.repeat(5_000)}`, status: 413, message: 'file_size_limit' },
      {
        name: 'rows.csv',
        content: `${header}\n${Array.from({ length: 101 }, (_, i) => `${i},1`).join('\n')}`,
        status: 400,
        message: 'submission.too_many_rows',
        detail: { ko: '행이 너무 많습니다(102번째 줄). 헤더를 빼고 최대 100행입니다.', en: 'Too many rows (line 102); at most 100 rows besides the header.' },
      },
      {
        name: 'empty.csv',
        content: '',
        status: 400,
        message: 'submission.empty_file',
        detail: { ko: '파일이 비어 있습니다. 첫 줄에 헤더가 있어야 합니다.', en: 'The file is empty. Its first line must be the header.' },
      },
      { name: 'binary.csv', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x0a]), status: 400, message: 'corrupted_file' },
      // Refused while the file arrives, so it never uses up an attempt (the scorer would refuse it anyway).
      {
        name: 'columns.csv',
        content: good.replace(header, `${idColumn},prediction`),
        status: 400,
        message: 'submission.header_mismatch',
      },
      {
        name: 'short.csv',
        content: good.split('\n').slice(0, 11).join('\n'),
        status: 400,
        message: 'submission.too_few_rows',
        detail: {
          ko: '헤더를 빼고 10행뿐입니다. 정답의 ID 50개마다 한 행씩 있어야 합니다.',
          en: 'The file has only 10 rows besides the header; it needs one row for each of the 50 ids.',
        },
      },
    ];
    for (const bad of cases) {
      const response = await submit({ ...member.headers, 'accept-language': 'en' }, competition.id, bad);
      expect({ name: bad.name, status: response.statusCode, message: response.json().message }).toEqual({ name: bad.name, status: bad.status, message: bad.message });
      if (bad.detail) {
        expect(response.json().detail).toBe(bad.detail.en);
        const korean = await submit(member.headers, competition.id, bad);
        expect(korean.json().detail).toBe(bad.detail.ko);
      }
    }
    const rows = await submit(member.headers, competition.id, cases.find((c) => c.name === 'rows.csv')!);
    expect(rows.json().data).toEqual({ problem: { key: 'submission.too_many_rows', row: 102, limit: 100 } });
    const wrongExtension = await submit(member.headers, competition.id, cases[0]!);
    expect(wrongExtension.json().detail).not.toContain('{extension}');

    expect(storedSubmissionFiles(competition.id)).toEqual([]);
    expect(await t.ctx.db.select().from(submissions).where(eq(submissions.competitionId, competition.id))).toEqual([]);
    const quota = await t.app.inject({ url: `/api/v1/competitions/${competition.id}/quota`, headers: member.headers });
    expect(quota.json().data.used_today).toBe(0);
  });

  it('accepts a file at exactly the row limit, blank lines and all', async () => {
    const { competition, dataset, member } = await joinedMember({ max_rows: 100 }, 100);
    const content = `${dataset.submission(0.1, 4).toString().trimEnd()}\r\n\r\n`;
    expect((await submit(member.headers, competition.id, { name: 'exact.csv', content })).statusCode).toBe(201);
  });

  it('refuses visitors, members who have not accepted the rules or joined, and strangers to an invited competition', async () => {
    const { competition, dataset } = await buildCompetition(t.ctx);
    const file = { name: 'sub.csv', content: dataset.sample };
    expect((await submit({}, competition.id, file)).json().message).toBe('not login');
    const member = await buildSignedInUser(t.ctx.db);
    expect((await submit(member.headers, competition.id, file)).json().message).toBe('agreement_required');
    await t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competition.id}/agreement`, headers: member.headers });
    expect((await submit(member.headers, competition.id, file)).json().message).toBe('join_required');

    const invited = await buildCompetition(t.ctx, { input: { access: 'invited' } });
    const refused = await submit(member.headers, invited.competition.id, file);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('not_found');
    expect(storedSubmissionFiles(competition.id)).toEqual([]);
  });

  it('refuses submissions before the start, after the end and once closed', async () => {
    const ended = await joinedMember();
    await t.ctx.db.execute(
      // The member joined while it was open; then the end passed.
      (await import('drizzle-orm')).sql`update competitions set ends_at = now() - interval '1 hour' where id = ${ended.competition.id}`,
    );
    const closed = await joinedMember();
    await t.ctx.db.execute((await import('drizzle-orm')).sql`update competitions set status = 'closed' where id = ${closed.competition.id}`);
    const upcoming = await joinedMember({ starts_at: new Date(Date.now() + DAY), ends_at: new Date(Date.now() + 10 * DAY) });
    for (const { competition, member, dataset } of [ended, closed, upcoming]) {
      const response = await submit(member.headers, competition.id, { name: 'sub.csv', content: dataset.sample });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('submissions_closed');
    }
  });
});

describe('submission limits', () => {
  it('holds the daily limit, does not count an Install Error, and resets at midnight in Korea', async () => {
    const { competition, dataset, member, team } = await joinedMember({ daily_limit: 2, total_limit: 4 });
    const file = (n: number) => ({ name: `sub${n}.csv`, content: dataset.submission(0.3, n) });
    expect((await submit(member.headers, competition.id, file(1))).statusCode).toBe(201);
    const second = await submit(member.headers, competition.id, file(2));
    expect(second.json().data.quota).toMatchObject({ remaining_today: 0, remaining_total: 2 });
    const third = await submit(member.headers, competition.id, file(3));
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe('daily_limit_exceeded');

    await t.ctx.db.update(submissions).set({ status: 'install_error', countsTowardLimit: false }).where(eq(submissions.id, second.json().data.submission.id));
    expect((await submit(member.headers, competition.id, file(4))).statusCode).toBe(201);

    const quota = await t.app.inject({ url: `/api/v1/competitions/${competition.id}/quota`, headers: member.headers });
    const resetsAt = new Date(quota.json().data.resets_at);
    expect(resetsAt.getUTCHours()).toBe(15);
    expect(resetsAt.getTime() - Date.now()).toBeLessThanOrEqual(DAY);

    // Yesterday in Korea: the submissions so far move to before the last KST midnight.
    const lastMidnight = new Date(resetsAt.getTime() - DAY);
    await t.ctx.db
      .update(submissions)
      .set({ createdAt: new Date(lastMidnight.getTime() - 60_000) })
      .where(eq(submissions.teamId, team.id));
    expect((await submit(member.headers, competition.id, file(5))).statusCode).toBe(201);
    const overTotal = await submit(member.headers, competition.id, file(6));
    expect(overTotal.statusCode).toBe(201);
    const refused = await submit(member.headers, competition.id, file(7));
    expect(refused.json().message).toBe('submission_limit_exceeded');
  });

  it('accepts exactly 3 of 20 parallel submissions against a daily limit of 3', async () => {
    const { competition, dataset, member, team } = await joinedMember({ daily_limit: 3 });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(member.headers, competition.id, { name: `p${i}.csv`, content: dataset.submission(0.2, i) })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode !== 201).every((r) => r.statusCode === 403 && r.json().message === 'daily_limit_exceeded')).toBe(true);
    const rows = await t.ctx.db.select().from(submissions).where(eq(submissions.teamId, team.id));
    expect(rows).toHaveLength(3);
    expect(storedSubmissionFiles(competition.id).sort()).toEqual(rows.map((r) => `${r.id}.csv`).sort());
  });
});

describe('memo, sample file and final choices', () => {
  it('changes the memo of an own submission only', async () => {
    const { competition, dataset, member } = await joinedMember();
    const created = (await submit(member.headers, competition.id, { name: 'memo.csv', content: dataset.sample })).json().data.submission;
    const memo = await t.app.inject({
      method: 'POST',
      url: '/api/competition/submission/memo',
      headers: member.headers,
      payload: { submission_id: created.id, memo: 'lightgbm, 5 folds' },
    });
    expect(memo.json().data).toEqual({ id: created.id, memo: 'lightgbm, 5 folds' });
    const other = await buildSignedInUser(t.ctx.db);
    const refused = await t.app.inject({ method: 'POST', url: '/api/competition/submission/memo', headers: other.headers, payload: { submission_id: created.id, memo: 'mine' } });
    expect(refused.statusCode).toBe(404);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/competition/submission/memo',
      headers: member.headers,
      payload: { submission_id: created.id, memo: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('submits the sample file once per team', async () => {
    const { competition, member } = await joinedMember();
    const url = `/api/v1/competitions/${competition.id}/submissions/sample`;
    const first = await t.app.inject({ method: 'POST', url, headers: member.headers, payload: {} });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.submission).toMatchObject({ file_name: 'sample_submission.csv', is_sample: true });
    const again = await t.app.inject({ method: 'POST', url, headers: member.headers, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('sample_already_submitted');
  });

  it('marks only scored submissions final, at most the final limit', async () => {
    const { competition, dataset, member } = await joinedMember({ final_limit: 1 });
    const ids: number[] = [];
    for (const n of [1, 2]) ids.push((await submit(member.headers, competition.id, { name: `f${n}.csv`, content: dataset.submission(0.1, n) })).json().data.submission.id);
    const mark = (submission_id: number, use = true) =>
      t.app.inject({ method: 'POST', url: '/api/competition/submission_use_final', headers: member.headers, payload: { cpt_id: competition.id, submission_id, use } });
    expect((await mark(ids[0]!)).json().message).toBe('final_needs_score');
    await t.ctx.db
      .update(submissions)
      .set({ status: 'scored', publicScore: 1 })
      .where(and(eq(submissions.competitionId, competition.id)));
    expect((await mark(ids[0]!)).json().data).toEqual({ id: ids[0], is_final: true });
    const over = await mark(ids[1]!);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('final_limit_exceeded');
    expect((await mark(ids[0]!, false)).json().data.is_final).toBe(false);
    expect((await mark(ids[1]!)).json().data.is_final).toBe(true);
  });
});
