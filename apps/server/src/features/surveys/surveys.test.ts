import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses, surveys, surveyUploads } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../codeshare/test-notebook.ts';
import { surveyCallers } from './survey-test-helpers.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof surveyCallers>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await surveyCallers(t);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const good = { track: 'nlp', tools: ['torch', 'pandas'], comment: '좋았어요', rating: 4 };

const submit = (headers: Record<string, string>, payload: unknown) => s.call('POST', '/survey/submit_survey', { headers, payload });
const uploadFile = (headers: Record<string, string>, fields: Record<string, string>, file: { name: string; content: Buffer }) => {
  const form = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/survey/upload', headers: { ...headers, ...form.headers }, payload: form.payload });
};
const storedResponses = async (surveyId: number) => (await t.ctx.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId))).length;

describe('building surveys in the console', () => {
  it('lets only admins build, and refuses a malformed survey field by field', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    const payload = { kind: 'general', title: { ko: '설문' }, questions: [{ id: 'q', kind: 'text', title: { ko: '질문' } }] };
    expect((await s.call('POST', '/v1/host/surveys', { payload })).statusCode).toBe(401);
    expect((await s.call('POST', '/v1/host/surveys', { headers: member.headers, payload })).json().message).toBe('admin_only');
    expect((await s.call('POST', '/v1/host/surveys', { headers: host.headers, payload })).statusCode).toBe(403);
    const bad = await s.call('POST', '/v1/host/surveys', {
      headers: s.admin.headers,
      payload: {
        kind: 'winner',
        title: { ko: '설문' },
        opens_at: '2030-01-02T00:00:00Z',
        closes_at: '2030-01-01T00:00:00Z',
        questions: [
          { id: 'q', kind: 'single', title: { ko: '질문' }, options: [{ id: 'a', label: { ko: '가' } }] },
          { id: 'q', kind: 'text', title: { ko: '질문' } },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fields.map((field: { field: string }) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['competition_id', 'closes_at', 'questions', 'questions.0.options']));
    const unknownCompetition = await s.call('POST', '/v1/host/surveys', { headers: s.admin.headers, payload: { ...payload, kind: 'winner', competition_id: 999_999 } });
    expect(unknownCompetition.json().fields).toEqual([expect.objectContaining({ field: 'competition_id' })]);
  });

  it('keeps an unpublished survey away from members, and serves a published one in the reader language', async () => {
    const created = await s.call('POST', '/v1/host/surveys', {
      headers: s.admin.headers,
      payload: { kind: 'general', title: { ko: '비공개', en: 'Hidden' }, questions: [{ id: 'q', kind: 'text', title: { ko: '질문', en: 'Question' } }] },
    });
    const id = created.json().data.id;
    expect((await s.call('GET', `/survey/data?survey_id=${id}`)).statusCode).toBe(404);
    await s.call('POST', `/v1/host/surveys/${id}/publish`, { headers: s.admin.headers, payload: { published: true } });
    const ko = (await s.call('GET', `/survey/data?survey_id=${id}`)).json().data;
    const en = (await s.call('GET', `/survey/data?survey_id=${id}`, { headers: { 'accept-language': 'en' } })).json().data;
    expect([ko.title, ko.questions[0].title, ko.state]).toEqual(['비공개', '질문', 'open']);
    expect([en.title, en.questions[0].title]).toEqual(['Hidden', 'Question']);
    const listed = (await s.call('GET', '/v1/surveys?kind=general', { headers: { 'accept-language': 'en' } })).json().data;
    expect(listed).toContainEqual({ id, kind: 'general', title: 'Hidden', closes_at: null });
    expect((await s.call('GET', '/v1/surveys?kind=job')).json().data.map((item: { id: number }) => item.id)).not.toContain(id);
  });
});

describe('answering', () => {
  it('refuses wrong types, missing required answers, options off the list and unknown questions, storing nothing', async () => {
    const id = await s.publishedSurvey();
    const member = await buildSignedInUser(t.ctx.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, track: undefined }, 'answers.track', 'validation.survey_answer_required'],
      [{ ...good, track: 'audio' }, 'answers.track', 'validation.survey_unknown_option'],
      [{ ...good, tools: 'torch' }, 'answers.tools', 'validation.survey_answer_type'],
      [{ ...good, tools: ['torch', 'torch'] }, 'answers.tools', 'validation.survey_unknown_option'],
      [{ ...good, rating: 6 }, 'answers.rating', 'validation.survey_scale_range'],
      [{ ...good, rating: '4' }, 'answers.rating', 'validation.survey_answer_type'],
      [{ ...good, comment: '가'.repeat(51) }, 'answers.comment', 'validation.survey_text_too_long'],
      [{ ...good, extra: 'x' }, 'answers.extra', 'validation.survey_unknown_question'],
      [{ ...good, cv: 123_456 }, 'answers.cv', 'validation.survey_file_missing'],
    ];
    for (const [answers, field, key] of cases) {
      const response = await submit(member.headers, { survey_id: id, answers });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields, key).toEqual([expect.objectContaining({ field, detail: expect.any(String) })]);
    }
    const english = await submit({ ...member.headers, 'accept-language': 'en' }, { survey_id: id, answers: { ...good, rating: 9 } });
    expect(english.json().fields[0].detail).toBe('Choose between 1 and 5.');
    expect(await storedResponses(id)).toBe(0);
  });

  it('takes one answer per member, refuses visitors, and answers before the opening or after the close with clear errors', async () => {
    const id = await s.publishedSurvey();
    const member = await buildSignedInUser(t.ctx.db);
    expect((await submit({}, { survey_id: id, answers: good })).statusCode).toBe(401);
    expect((await s.call('GET', `/survey/answered?survey_id=${id}`, { headers: member.headers })).json().data).toEqual({ answered: false, eligible: true });
    expect((await submit(member.headers, { survey_id: id, answers: good })).statusCode).toBe(200);
    expect((await s.call('GET', `/survey/answered?survey_id=${id}`, { headers: member.headers })).json().data).toEqual({ answered: true, eligible: true });
    const twice = await submit(member.headers, { survey_id: id, answers: good });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'survey_answered']);

    const other = await buildSignedInUser(t.ctx.db);
    await t.ctx.db
      .update(surveys)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(surveys.id, id));
    const closed = await submit(other.headers, { survey_id: id, answers: good });
    expect([closed.statusCode, closed.json().message]).toEqual([409, 'survey_closed']);
    await t.ctx.db
      .update(surveys)
      .set({ opensAt: new Date(Date.now() + 86_400_000), closesAt: null })
      .where(eq(surveys.id, id));
    expect((await submit(other.headers, { survey_id: id, answers: good })).json().message).toBe('survey_not_open');
    await s.call('POST', `/v1/host/surveys/${id}/publish`, { headers: s.admin.headers, payload: { published: false } });
    expect((await submit(other.headers, { survey_id: id, answers: good })).statusCode).toBe(404);
    expect(await storedResponses(id)).toBe(1);
  });

  it("answers a file over the question's own limit before the rest of it arrives, and counts files sent at once one by one", async () => {
    const id = await s.publishedSurvey();
    const member = await buildSignedInUser(t.ctx.db);
    const fields = { survey_id: String(id), question_id: 'cv' };
    const form = multipart(fields, { name: 'cv.pdf', content: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]) });
    // The body stops past the question's 1 MB, far below the 20 MB any question may allow, and ends only after the answer.
    const body = new Readable({ read() {} });
    body.push(form.payload.subarray(0, form.payload.length - 1024));
    const early = await t.app.inject({ method: 'POST', url: '/api/survey/upload', headers: { ...member.headers, ...form.headers }, payload: body });
    body.push(null);
    expect([early.statusCode, early.json().message]).toEqual([413, 'survey_file_too_large']);

    for (let n = 1; n < 10; n += 1) expect((await uploadFile(member.headers, fields, { name: `cv-${n}.pdf`, content: PDF })).statusCode).toBe(200);
    const answers = await Promise.all([1, 2, 3].map((n) => uploadFile(member.headers, fields, { name: `late-${n}.pdf`, content: PDF })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
    expect(await t.ctx.db.select().from(surveyUploads).where(eq(surveyUploads.surveyId, id))).toHaveLength(10);
  });

  it('stores a file answer sniffed by its bytes within the question limit, bound to the member, then to the answer', async () => {
    const id = await s.publishedSurvey();
    const member = await buildSignedInUser(t.ctx.db);
    const other = await buildSignedInUser(t.ctx.db);
    const fields = { survey_id: String(id), question_id: 'cv' };
    const png = await uploadFile(member.headers, fields, { name: 'cv.pdf', content: PNG });
    expect([png.statusCode, png.json().message]).toEqual([415, 'survey_file_type']);
    const big = await uploadFile(member.headers, fields, { name: 'cv.pdf', content: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]) });
    expect([big.statusCode, big.json().message]).toEqual([413, 'survey_file_too_large']);
    const huge = await uploadFile(member.headers, fields, { name: 'cv.pdf', content: Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024)]) });
    expect(huge.statusCode).toBe(413);
    const notFile = await uploadFile(member.headers, { survey_id: String(id), question_id: 'comment' }, { name: 'cv.pdf', content: PDF });
    expect(notFile.statusCode).toBe(400);
    expect((await uploadFile({}, fields, { name: 'cv.pdf', content: PDF })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(surveyUploads).where(eq(surveyUploads.surveyId, id))).toEqual([]);

    const sent = await uploadFile(member.headers, fields, { name: '이력서.pdf', content: PDF });
    expect(sent.statusCode, sent.body).toBe(200);
    const upload = sent.json().data;
    expect(upload).toMatchObject({ name: '이력서.pdf', type: 'pdf', size: PDF.length });
    // Another member cannot answer with it.
    expect((await submit(other.headers, { survey_id: id, answers: { ...good, cv: upload.upload_id } })).json().fields[0].field).toBe('answers.cv');
    expect((await submit(member.headers, { survey_id: id, answers: { ...good, cv: upload.upload_id } })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(surveyUploads).where(eq(surveyUploads.id, upload.upload_id));
    expect(row!.responseId).not.toBeNull();
    expect((await uploadFile(member.headers, fields, { name: 'again.pdf', content: PDF })).json().message).toBe('survey_answered');
  });

  it('counts an open once per visitor a day, refusing a cross-site or image request', async () => {
    const id = await s.publishedSurvey();
    const track = (from: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/v1/log/add-survey-tracking?survey_id=${id}`, remoteAddress: from, headers });
    expect((await track('10.0.0.1')).json().data).toEqual({ counted: true });
    expect((await track('10.0.0.1')).json().data).toEqual({ counted: false });
    expect((await track('10.0.0.2')).json().data).toEqual({ counted: true });
    expect((await track('10.0.0.3', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' })).statusCode).toBe(403);
    const [row] = await t.ctx.db.select({ openCount: surveys.openCount }).from(surveys).where(eq(surveys.id, id));
    expect(row!.openCount).toBe(2);
  });
});

describe('results', () => {
  it('counts options and scale points, lists texts and files, and exports a CSV Excel reads as Korean', async () => {
    const id = await s.publishedSurvey();
    const a = await buildSignedInUser(t.ctx.db, { name: `가나${Date.now() % 100000}` });
    const b = await buildSignedInUser(t.ctx.db);
    const sent = await uploadFile(a.headers, { survey_id: String(id), question_id: 'cv' }, { name: 'cv.txt', content: Buffer.from('제 이력입니다') });
    await submit(a.headers, { survey_id: id, answers: { ...good, comment: '=HYPERLINK("x")', cv: sent.json().data.upload_id } });
    await submit(b.headers, { survey_id: id, answers: { track: 'vision', tools: ['pandas'], rating: 5, comment: '쉼표, "따옴표"' } });

    const member = await buildSignedInUser(t.ctx.db);
    expect((await s.call('GET', `/v1/host/surveys/${id}/results`, { headers: member.headers })).statusCode).toBe(403);
    expect((await s.call('GET', `/v1/host/surveys/${id}/results.csv`, { headers: member.headers })).statusCode).toBe(403);
    const results = (await s.call('GET', `/v1/host/surveys/${id}/results`, { headers: s.admin.headers })).json().data;
    expect(results.response_count).toBe(2);
    const byId = Object.fromEntries(results.questions.map((q: { id: string }) => [q.id, q]));
    expect(byId.track.counts).toEqual([
      { key: 'vision', label: '비전', count: 1 },
      { key: 'nlp', label: '자연어', count: 1 },
    ]);
    expect(byId.tools.counts.map((c: { count: number }) => c.count)).toEqual([2, 1, 0]);
    expect(byId.rating.counts.map((c: { count: number }) => c.count)).toEqual([0, 0, 0, 1, 1]);
    expect(byId.comment.texts).toEqual(['=HYPERLINK("x")', '쉼표, "따옴표"']);
    expect(byId.cv.files).toEqual([expect.objectContaining({ name: 'cv.txt', url: expect.stringContaining('/api/files?') })]);

    const csv = await s.call('GET', `/v1/host/surveys/${id}/results.csv`, { headers: s.admin.headers });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('response_id,submitted_at,name,email,참여 분야,쓰는 도구,하고 싶은 말,만족도,이력서');
    expect(lines[1]).toContain(`,${a.user.name},${a.user.email},자연어,판다스; 토치,"'=HYPERLINK(""x"")",4,cv.txt`);
    expect(lines[2]).toContain(',비전,판다스,"쉼표, ""따옴표""",5,');
  });

  it('keeps the questions of an answered survey as they are, while its texts may change', async () => {
    const id = await s.publishedSurvey();
    const member = await buildSignedInUser(t.ctx.db);
    await submit(member.headers, { survey_id: id, answers: good });
    const current = (await s.call('GET', `/v1/host/surveys/${id}`, { headers: s.admin.headers })).json().data;
    const base = { kind: current.kind, title: { ko: '새 제목', en: '' }, description: current.description, questions: current.questions };
    expect((await s.call('PUT', `/v1/host/surveys/${id}`, { headers: s.admin.headers, payload: base })).json().data.title.ko).toBe('새 제목');
    const changed = await s.call('PUT', `/v1/host/surveys/${id}`, { headers: s.admin.headers, payload: { ...base, questions: current.questions.slice(1) } });
    expect([changed.statusCode, changed.json().message]).toEqual([409, 'survey_has_answers']);
  });
});
