import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eduProjects, eduStages, eduStepProgress, eduSteps } from '../../../db/schema.ts';
import { buildCompetition, buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoProjectDirs } from '../demo-projects/demo-projects.ts';
import { ContentError } from './content-error.ts';
import { both, minimalFolder, text } from './content-test-folder.ts';
import { importProject } from './import-project.ts';
import { parseProject } from './parse-project.ts';
import { exportProjectZip, importProjectFolder } from './project-archive.ts';
import type { ProjectFiles } from './project-content.ts';
import { unzipProject } from './project-zip.ts';
import { readProjectFolder } from './read-project-folder.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The scikit-learn project leads to the demo's practice competition.
  await buildCompetition(t.ctx, { input: { slug: 'practice-titanic-style' }, task: 'binary' });
});
afterAll(() => t.close());

const folderWith = (slug: string, edit: (files: ProjectFiles) => void = () => {}) => {
  const files = minimalFolder();
  files.set('project.md', text(new TextDecoder().decode(files.get('project.md')).replace('slug: tiny', `slug: ${slug}`)));
  edit(files);
  return files;
};

async function stepsOf(projectId: number) {
  return t.ctx.db
    .select({ id: eduSteps.id, stage: eduStages.number, number: eduSteps.number, kind: eduSteps.kind, stageId: eduStages.id })
    .from(eduSteps)
    .innerJoin(eduStages, eq(eduStages.id, eduSteps.stageId))
    .where(eq(eduStages.projectId, projectId))
    .orderBy(eduStages.number, eduSteps.number);
}

describe('importing and exporting projects', () => {
  it.each(demoProjectDirs.map((dir) => [dir.split('/').pop()!, dir]))('%s: the exported zip holds the folder it was imported from, and its notebook', async (_slug, dir) => {
    const author = await buildSignedInUser(t.ctx.db);
    const imported = await importProjectFolder(t.ctx, { dir, authorUserId: author.user.id });
    const exported = await exportProjectZip(t.ctx, { projectId: imported.projectId, locale: 'ko', dataUrl: (name) => `http://localhost:3000/files/${name}` });
    const files = unzipProject(exported!.zip);
    const notebook = JSON.parse(new TextDecoder().decode(files.get('notebook.ipynb')));
    files.delete('notebook.ipynb');
    const folder = await readProjectFolder(dir);
    expect([...files.keys()].sort()).toEqual([...folder.keys()].sort());
    for (const [name, bytes] of files) expect(new TextDecoder().decode(bytes), name).toBe(new TextDecoder().decode(folder.get(name)));
    expect(exported!.fileName).toBe(`${imported.slug}.zip`);
    expect(notebook.nbformat).toBe(4);
    expect(notebook.cells.filter((cell: { cell_type: string }) => cell.cell_type === 'code').length).toBeGreaterThan(5);
  });

  it('replaces a project by slug and keeps progress only on steps that keep their numbers and kind', async () => {
    const learner = await buildSignedInUser(t.ctx.db);
    const first = await importProject(t.ctx, { content: parseProject(folderWith('upsert-me')), authorUserId: null });
    expect(first.created).toBe(true);
    const before = await stepsOf(first.projectId);
    await t.ctx.db
      .insert(eduStepProgress)
      .values(before.map((step) => ({ userId: learner.user.id, stepId: step.id, attempt: 1, status: 'passed' as const, passedAt: new Date() })));

    // Step 1 is reworded, step 2 turns from a quiz into a lesson, step 3 goes, and a second stage comes.
    const second = folderWith('upsert-me', (files) => {
      files.set('stages/01-start/01-read.md', text(`---\nkind: lesson\ntitle:\n  ko: 읽기\n  en: Read again\n---\n${both('새 본문', 'New body')}`));
      files.set('stages/01-start/02-pick.md', files.get('stages/01-start/01-read.md')!);
      for (const part of ['md', 'starter.py', 'solution.py', 'check.py']) files.delete(`stages/01-start/03-code.${part}`);
      files.set('stages/02-more/stage.md', files.get('stages/01-start/stage.md')!);
      files.set('stages/02-more/01-read.md', files.get('stages/01-start/01-read.md')!);
    });
    const again = await importProject(t.ctx, { content: parseProject(second), authorUserId: null, state: 'published' });
    expect(again).toEqual({ projectId: first.projectId, created: false });

    const after = await stepsOf(first.projectId);
    expect(after.map((step) => [step.stage, step.number, step.kind])).toEqual([
      [1, 1, 'lesson'],
      [1, 2, 'lesson'],
      [2, 1, 'lesson'],
    ]);
    expect(after[0]!.id).toBe(before[0]!.id);
    expect(after[0]!.stageId).toBe(before[0]!.stageId);
    expect(after[1]!.id).not.toBe(before[1]!.id);
    const progress = await t.ctx.db.select({ stepId: eduStepProgress.stepId }).from(eduStepProgress).where(eq(eduStepProgress.userId, learner.user.id));
    expect(progress).toEqual([{ stepId: before[0]!.id }]);
    const [project] = await t.ctx.db.select().from(eduProjects).where(eq(eduProjects.id, first.projectId));
    expect(project).toMatchObject({ state: 'published', slug: 'upsert-me' });
    const [reworded] = await t.ctx.db
      .select({ title: eduSteps.title })
      .from(eduSteps)
      .where(and(eq(eduSteps.id, before[0]!.id)));
    expect(reworded!.title.en).toBe('Read again');
  });

  it('refuses a competition that does not exist and writes nothing', async () => {
    const files = folderWith('lost-competition', (edit) =>
      edit.set('project.md', text(new TextDecoder().decode(edit.get('project.md')).replace('level: beginner\n', 'level: beginner\ncompetition: no-such-competition\n'))),
    );
    const error = await importProject(t.ctx, { content: parseProject(files), authorUserId: null }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues).toEqual([
      { file: 'project.md', field: 'competition', key: 'validation.edu_unknown_competition', params: { slug: 'no-such-competition' } },
    ]);
    expect(await t.ctx.db.select().from(eduProjects).where(eq(eduProjects.slug, 'lost-competition'))).toEqual([]);
  });
});

describe('downloads', () => {
  const importAs = async (slug: string, options: { state: 'draft' | 'published'; access?: 'subscribers'; authorUserId?: number }) => {
    const files = folderWith(slug, (edit) => {
      if (options.access) edit.set('project.md', text(new TextDecoder().decode(edit.get('project.md')).replace('level: beginner\n', 'level: beginner\naccess: subscribers\n')));
    });
    return (await importProject(t.ctx, { content: parseProject(files), authorUserId: options.authorUserId ?? null, state: options.state })).projectId;
  };

  it('serves a published project’s data file to anyone, a draft’s only to those who may read it', async () => {
    const published = await importAs('download-published', { state: 'published' });
    const file = await t.app.inject({ url: `/api/v2/edu/projects/${published}/files/numbers.csv` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('a\n1\n2\n');
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('filename="numbers.csv"');
    expect((await t.app.inject({ url: `/api/v2/edu/projects/${published}/files/other.csv` })).json()).toMatchObject({ status: 404, message: 'edu_file_not_found' });
    expect((await t.app.inject({ url: `/api/v2/edu/projects/${published}/files/..%2Fsecret` })).statusCode).toBe(400);

    const author = await buildSignedInUser(t.ctx.db);
    const draft = await importAs('download-draft', { state: 'draft', authorUserId: author.user.id });
    expect((await t.app.inject({ url: `/api/v2/edu/projects/${draft}/files/numbers.csv` })).json()).toMatchObject({ status: 404, message: 'edu_project_not_found' });
    const stranger = await buildSignedInUser(t.ctx.db);
    expect((await t.app.inject({ url: `/api/v2/edu/projects/${draft}/files/numbers.csv`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v2/edu/projects/${draft}/files/numbers.csv`, headers: author.headers })).statusCode).toBe(200);
  });

  it('gives the notebook in the asked language to members who may open the steps', async () => {
    const free = await importAs('notebook-free', { state: 'published' });
    const url = `/api/v2/edu/projects/${free}/notebook.ipynb`;
    expect((await t.app.inject({ url })).json()).toMatchObject({ status: 401, message: 'not login' });
    const member = await buildSignedInUser(t.ctx.db);
    const english = await t.app.inject({ url: `${url}?lang=en`, headers: member.headers });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-disposition']).toContain('notebook-free-en.ipynb');
    const notebook = english.json();
    expect(notebook.cells[0].source.join('')).toContain('# Tiny project');
    expect(JSON.stringify(notebook)).toContain(`http://localhost:3000/api/v2/edu/projects/${free}/files/numbers.csv`);
    expect(JSON.stringify(notebook)).not.toContain('check_object');
    const korean = (await t.app.inject({ url, headers: member.headers })).json();
    expect(korean.cells[0].source.join('')).toContain('# 작은 프로젝트');
    expect((await t.app.inject({ url: `${url}?lang=fr`, headers: member.headers })).statusCode).toBe(400);

    const forSubscribers = await importAs('notebook-subscribers', { state: 'published', access: 'subscribers' });
    const refused = await t.app.inject({ url: `/api/v2/edu/projects/${forSubscribers}/notebook.ipynb`, headers: member.headers });
    expect(refused.json()).toMatchObject({ status: 403, message: 'subscription_required' });
    const subscriber = await buildSignedInUser(t.ctx.db, { subscription: 'MONTHLY' });
    expect((await t.app.inject({ url: `/api/v2/edu/projects/${forSubscribers}/notebook.ipynb`, headers: subscriber.headers })).statusCode).toBe(200);
  });
});
