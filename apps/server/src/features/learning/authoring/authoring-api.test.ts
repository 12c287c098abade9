import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { BASE, client, codeForm, lessonForm, projectForm, quizForm, stageForm } from './authoring.test-helper.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(() => t.close());

const educator = () => buildSignedInUser(t.ctx.db, { role: 'educator' });
const ko = { 'accept-language': 'ko' };

describe('learning console API', () => {
  it('refuses visitors and members, gives an educator their own projects only and an admin every project', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const host = await buildSignedInUser(t.ctx.db, { role: 'host' });
    expect((await api.call('GET', `${BASE}/projects`, {})).statusCode).toBe(401);
    for (const who of [member, host]) {
      const listed = await api.call('GET', `${BASE}/projects`, who.headers);
      expect(listed.statusCode).toBe(403);
      expect(listed.json().message).toBe('educator_only');
      expect((await api.call('POST', `${BASE}/projects`, who.headers, projectForm('not-mine'))).statusCode).toBe(403);
    }

    const author = await educator();
    const other = await educator();
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const { id, stageId, codeStepId } = await api.buildProject(author.headers, 'perm-project');
    expect((await api.call('GET', `${BASE}/projects`, author.headers)).json().data.map((p: { id: number }) => p.id)).toContain(id);
    expect((await api.call('GET', `${BASE}/projects`, other.headers)).json().data.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await api.call('GET', `${BASE}/projects`, admin.headers)).json().data.map((p: { id: number }) => p.id)).toContain(id);

    const foreign = [
      api.call('GET', `${BASE}/projects/${id}`, other.headers),
      api.call('PUT', `${BASE}/projects/${id}`, other.headers, projectForm('perm-project')),
      api.call('POST', `${BASE}/projects/${id}/stages`, other.headers, stageForm()),
      api.call('PUT', `${BASE}/stages/${stageId}`, other.headers, stageForm()),
      api.call('POST', `${BASE}/stages/${stageId}/steps`, other.headers, lessonForm()),
      api.call('DELETE', `${BASE}/steps/${codeStepId}`, other.headers),
      api.call('POST', `${BASE}/steps/${codeStepId}/preview`, other.headers, {}),
      api.call('POST', `${BASE}/projects/${id}/publish`, other.headers),
      api.call('DELETE', `${BASE}/projects/${id}`, other.headers),
      api.call('GET', `${BASE}/projects/${id}/export.zip`, other.headers),
    ];
    for (const response of await Promise.all(foreign)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('educator_not_author');
    }
    const renamed = await api.call('PUT', `${BASE}/projects/${id}`, admin.headers, projectForm('perm-project', { title: { ko: '관리자가 고침', en: 'Fixed by an admin' } }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: { en: 'Fixed by an admin' }, author: { id: author.user.id }, state: 'draft' });
  });

  it("lets an admin make a member an educator, who then uploads a cover through the console's image upload", async () => {
    const admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
    const member = await buildSignedInUser(t.ctx.db);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('cover')]);
    expect((await api.upload('/api/v1/host/images', member.headers, { name: 'cover.png', content: png })).statusCode).toBe(403);
    const granted = await api.call('POST', '/api/v1/admin/roles', admin.headers, { email: member.user.email, role: 'educator' });
    expect(granted.json().data).toMatchObject({ id: member.user.id, role: 'educator' });
    expect((await api.call('GET', `${BASE}/projects`, member.headers)).statusCode).toBe(200);

    const image = await api.upload('/api/v1/host/images', member.headers, { name: 'cover.png', content: png });
    expect(image.statusCode).toBe(200);
    const coverUrl = image.json().data.url as string;
    const created = await api.call('POST', `${BASE}/projects`, member.headers, projectForm('with-cover', { cover_url: coverUrl }));
    expect(created.json().data).toMatchObject({ cover_url: coverUrl, author: { id: member.user.id } });
    // The learners' overview draws the same image (the author may read a draft).
    expect((await api.call('GET', `/api/v2/edu/projects/${created.json().data.id}`, member.headers)).json().data.cover_url).toBe(coverUrl);
  });

  it('shows the author every hidden part of a step, and keeps stages and steps numbered 1..n through reorders and deletes', async () => {
    const author = await educator();
    const { id, stageId, project } = await api.buildProject(author.headers, 'parts-project');
    const [lesson, quiz, code] = project.stages[0].steps;
    expect(quiz.quiz).toMatchObject({ kind: 'single', correct: [1] });
    expect(code.code).toMatchObject({ check: 'check_object("total")\n', hints: [{ en: 'Use sum().' }] });
    expect(project.data_files).toEqual([expect.objectContaining({ name: 'nums.csv', size: 10, url: `/api/v2/edu/projects/${id}/files/nums.csv` })]);

    const reordered = await api.call('POST', `${BASE}/stages/${stageId}/steps/order`, author.headers, { ids: [code.id, lesson.id, quiz.id] });
    expect(reordered.json().data.stages[0].steps.map((s: { id: number; number: number }) => [s.id, s.number])).toEqual([
      [code.id, 1],
      [lesson.id, 2],
      [quiz.id, 3],
    ]);
    const partial = await api.call('POST', `${BASE}/stages/${stageId}/steps/order`, author.headers, { ids: [code.id, lesson.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('edu_reorder_mismatch');

    const deleted = await api.call('DELETE', `${BASE}/steps/${lesson.id}`, author.headers);
    expect(deleted.json().data.stages[0].steps.map((s: { id: number; number: number }) => [s.id, s.number])).toEqual([
      [code.id, 1],
      [quiz.id, 2],
    ]);

    const second = (await api.call('POST', `${BASE}/projects/${id}/stages`, author.headers, stageForm({ title: { ko: '둘째', en: 'Second' } }))).json().data.stages[1];
    expect(second.number).toBe(2);
    const swapped = await api.call('POST', `${BASE}/projects/${id}/stages/order`, author.headers, { ids: [second.id, stageId] });
    expect(swapped.json().data.stages.map((s: { id: number }) => s.id)).toEqual([second.id, stageId]);
    const removed = await api.call('DELETE', `${BASE}/stages/${second.id}`, author.headers);
    expect(removed.json().data.stages.map((s: { id: number; number: number }) => [s.id, s.number])).toEqual([[stageId, 1]]);

    const retyped = await api.call('PUT', `${BASE}/steps/${quiz.id}`, author.headers, lessonForm('Now a lesson'));
    expect(retyped.json().data.stages[0].steps[1]).toMatchObject({ kind: 'lesson', quiz: null, code: null, title: { en: 'Now a lesson' } });
  });

  it('refuses malformed projects and steps with each field named, in the request language', async () => {
    const author = await educator();
    const badProject = await api.call(
      'POST',
      `${BASE}/projects`,
      { ...author.headers, ...ko },
      { ...projectForm('Bad Slug!'), title: { ko: '제목', en: '' }, cover_url: 'https://elsewhere.example/x.png' },
    );
    expect(badProject.statusCode).toBe(400);
    expect(
      badProject
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['cover_url', 'slug', 'title.en']);
    expect((await api.call('POST', `${BASE}/projects`, author.headers, projectForm('x', { competition_id: 2_000_000 }))).statusCode).toBe(400);

    const { stageId } = await api.buildProject(author.headers, 'valid-project');
    expect((await api.call('POST', `${BASE}/projects`, author.headers, projectForm('valid-project'))).json()).toMatchObject({ status: 409, message: 'slug_exist' });
    const quiz = quizForm() as Extract<ReturnType<typeof quizForm>, { kind: 'quiz' }>;
    const twoCorrect = await api.call('POST', `${BASE}/stages/${stageId}/steps`, { ...author.headers, ...ko }, { ...quiz, quiz: { ...quiz.quiz, correct: [1, 2] } });
    expect(twoCorrect.statusCode).toBe(400);
    expect(twoCorrect.json().fields).toEqual([{ field: 'quiz.correct', key: 'validation.quiz_single', detail: '단일 선택 퀴즈의 정답은 정확히 하나입니다.' }]);
    const unknown = await api.call('POST', `${BASE}/stages/${stageId}/steps`, author.headers, { ...quiz, quiz: { ...quiz.quiz, correct: [7] } });
    expect(unknown.json().fields[0]).toMatchObject({ field: 'quiz.correct', key: 'validation.quiz_correct_unknown' });
    const short = await api.call('POST', `${BASE}/stages/${stageId}/steps`, author.headers, { ...quiz, quiz: { kind: 'short', accepted: [] } });
    expect(short.json().fields[0]).toMatchObject({ field: 'quiz.accepted', key: 'validation.quiz_accepted' });
    const noSolution = await api.call('POST', `${BASE}/stages/${stageId}/steps`, author.headers, codeForm({ solution: '  ' }));
    expect(noSolution.json().fields[0]).toMatchObject({ field: 'code.solution', key: 'validation.required' });
    const huge = await api.call('POST', `${BASE}/stages/${stageId}/steps`, author.headers, codeForm({ starter: 'x'.repeat(30_001) }));
    expect(huge.statusCode).toBe(400);
    const badFile = await api.upload(`${BASE}/projects/${(await api.call('GET', `${BASE}/projects`, author.headers)).json().data[0].id}/files`, author.headers, {
      name: '../up.csv',
      content: 'a',
    });
    expect(badFile.json().message).toBe('check_file_name');
  });

  it('keeps a project within what its folder may hold: twenty data files at most, a file of the same name replaced', async () => {
    const author = await educator();
    const id = (await api.call('POST', `${BASE}/projects`, author.headers, projectForm('many-files'))).json().data.id;
    for (let n = 1; n <= 20; n++) expect((await api.upload(`${BASE}/projects/${id}/files`, author.headers, { name: `f${n}.csv`, content: `n\n${n}\n` })).statusCode).toBe(200);
    const refused = await api.upload(`${BASE}/projects/${id}/files`, { ...author.headers, 'accept-language': 'en' }, { name: 'f21.csv', content: 'n\n21\n' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'edu_too_many_parts', detail: 'No room for another: a project holds at most 20 of these, as its folder format does.' });
    const replaced = await api.upload(`${BASE}/projects/${id}/files`, author.headers, { name: 'f1.csv', content: 'n\n100\n' });
    expect(replaced.json().data.data_files).toHaveLength(20);
    expect(replaced.json().data.data_files.find((f: { name: string }) => f.name === 'f1.csv').size).toBe(6);
  });

  it('refuses to publish with the problems listed per step, until every code step has a passing preview', async () => {
    const author = await educator();
    const { id } = await api.buildProject(author.headers, 'unpreviewed');
    const empty = (await api.call('POST', `${BASE}/projects/${id}/stages`, author.headers, stageForm())).json().data;
    expect(empty.problems.map((p: { key: string }) => p.key)).toEqual(['edu_publish_preview_missing', 'edu_publish_empty_stage']);
    const refused = await api.call('POST', `${BASE}/projects/${id}/publish`, { ...author.headers, 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'edu_publish_refused', detail: 'Not ready to publish: 2 problem(s) left.' });
    expect(refused.json().data.problems[0]).toEqual({
      key: 'edu_publish_preview_missing',
      stage: 1,
      step: 3,
      detail: 'Run the preview of the current version of code step 3 in stage 1.',
    });
    expect((await api.call('GET', `${BASE}/projects/${id}`, author.headers)).json().data.state).toBe('draft');
  });

  it('exports a project as a zip of its folder and imports it back; a broken zip is refused file by file', async () => {
    const author = await educator();
    const { id } = await api.buildProject(author.headers, 'round-trip');
    const exported = await api.call('GET', `${BASE}/projects/${id}/export.zip?lang=en`, author.headers);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('round-trip.zip');
    const files = Object.keys(unzipSync(new Uint8Array(exported.rawPayload)));
    expect(files).toEqual(expect.arrayContaining(['round-trip/project.md', 'round-trip/data/nums.csv', 'round-trip/notebook.ipynb']));

    // Deleted, then imported from its own zip: the same stages and steps come back, as a draft the importer authors.
    expect((await api.call('DELETE', `${BASE}/projects/${id}`, author.headers)).statusCode).toBe(200);
    const imported = await api.upload(`${BASE}/import`, author.headers, { name: 'round-trip.zip', content: exported.rawPayload });
    expect(imported.statusCode).toBe(200);
    const project = imported.json().data;
    expect(project).toMatchObject({ slug: 'round-trip', state: 'draft', author: { id: author.user.id }, data_files: [{ name: 'nums.csv' }] });
    expect(project.stages[0].steps.map((s: { kind: string }) => s.kind)).toEqual(['lesson', 'quiz', 'code']);

    // Another educator may not replace it by importing a zip with its slug.
    const other = await educator();
    const taken = await api.upload(`${BASE}/import`, other.headers, { name: 'round-trip.zip', content: exported.rawPayload });
    expect(taken.statusCode).toBe(403);

    const broken = await api.upload(`${BASE}/import`, { ...author.headers, ...ko }, { name: 'broken.zip', content: Buffer.from('not a zip') });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields[0]).toMatchObject({ key: 'validation.edu_zip_unreadable' });
    expect(broken.json().fields[0].detail).toBe('zip 파일을 읽을 수 없습니다.');
  });
});
