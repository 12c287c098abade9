import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { hasKey } from '@madang/i18n';
import { demoCompetitions } from '../../demo/demo-competitions.ts';
import { generateDataset } from '../../demo/synthetic-dataset.ts';
import { demoProjectDirs } from '../demo-projects/demo-projects.ts';
import { buildNotebook } from './build-notebook.ts';
import { ContentError, type ContentIssue } from './content-error.ts';
import { both, minimalFolder, text } from './content-test-folder.ts';
import { parseProject } from './parse-project.ts';
import type { ProjectFiles } from './project-content.ts';
import { unzipProject, zipProject } from './project-zip.ts';
import { readProjectFolder } from './read-project-folder.ts';
import { writeProjectFiles } from './write-project.ts';

/** The issues a folder is refused with, without their order. */
function issuesOf(files: ProjectFiles): ContentIssue[] {
  try {
    parseProject(files);
  } catch (error) {
    if (error instanceof ContentError) return error.issues;
    throw error;
  }
  throw new Error('the folder was accepted');
}

const changed = (edit: (files: ProjectFiles) => void) => {
  const files = minimalFolder();
  edit(files);
  return files;
};

describe('a project folder', () => {
  it('reads the minimal folder into stages and steps of each kind', () => {
    const project = parseProject(minimalFolder());
    expect(project).toMatchObject({ slug: 'tiny', access: 'free', state: 'draft', position: 0, competition: null, cover: null, description: { ko: '설명', en: 'Description' } });
    expect(project.files.map((file) => file.name)).toEqual(['numbers.csv']);
    const [stage] = project.stages;
    expect(stage).toMatchObject({ number: 1, xp: 50, title: { ko: '시작', en: 'Start' } });
    expect(stage!.steps.map((step) => step.kind)).toEqual(['lesson', 'quiz', 'code']);
    expect(stage!.steps[1]!.quiz).toEqual({
      kind: 'single',
      options: [
        { id: 1, text: { ko: '하나', en: 'One' } },
        { id: 2, text: { ko: '둘', en: 'Two' } },
      ],
      correct: [2],
      accepted: [],
      explanation: { ko: '둘입니다.', en: 'It is two.' },
    });
    expect(stage!.steps[2]!.code).toEqual({ starter: 'x = ___', solution: 'x = 1', check: 'check_object("x")', hints: [{ ko: '힌트', en: 'Hint' }], expectsFigure: false });
  });

  it.each(demoProjectDirs.map((dir) => [dir.split('/').pop()!, dir]))('%s comes back unchanged: export(import(folder)) is the folder', async (_slug, dir) => {
    const folder = await readProjectFolder(dir);
    const written = writeProjectFiles(parseProject(folder));
    expect([...written.keys()].sort()).toEqual([...folder.keys()].sort());
    for (const [name, bytes] of written) expect(Buffer.from(bytes).equals(Buffer.from(folder.get(name)!)), name).toBe(true);
  });

  it('of the scikit-learn demo holds the practice competition’s own train and test data, so its submission scores there', async () => {
    const project = parseProject(await readProjectFolder(demoProjectDirs.find((dir) => dir.endsWith('first-ml-model'))!));
    const practice = demoCompetitions.find((demo) => demo.input.slug === project.competition)!;
    expect(practice.input.status).toBe('practice');
    // The sizes the demo seed generates the competitions' data with.
    const dataset = generateDataset({ seed: practice.seed, trainRows: 2_000, testRows: 1_500, task: practice.task });
    const file = (name: string) => Buffer.from(project.files.find((each) => each.name === name)!.bytes);
    expect(file('train.csv').equals(dataset.train)).toBe(true);
    expect(file('test.csv').equals(dataset.test)).toBe(true);
    for (const data of project.files) expect(data.bytes.length, data.name).toBeLessThan(200_000);
  });

  it('may leave summaries, bodies and explanations empty, as the console does, and still come back unchanged', () => {
    const project = parseProject(minimalFolder());
    const blank = { ko: '', en: '' };
    const sparse = {
      ...project,
      summary: blank,
      description: blank,
      stages: project.stages.map((stage) => ({
        ...stage,
        summary: blank,
        steps: stage.steps.map((step) => ({ ...step, body: blank, quiz: step.quiz && { ...step.quiz, explanation: blank } })),
      })),
    };
    const written = writeProjectFiles(sparse);
    expect(parseProject(written)).toEqual(sparse);
    const again = writeProjectFiles(parseProject(written));
    for (const [name, bytes] of again) expect(new TextDecoder().decode(bytes), name).toBe(new TextDecoder().decode(written.get(name)));
  });

  it('may be a draft without stages, or with a stage that has no steps yet, as the console saves them', () => {
    const bare = new Map([['project.md', minimalFolder().get('project.md')!]]);
    expect(parseProject(bare).stages).toEqual([]);
    const emptyStage = changed((files) => files.set('stages/02-later/stage.md', files.get('stages/01-start/stage.md')!));
    expect(parseProject(emptyStage).stages.map((stage) => stage.steps.length)).toEqual([3, 0]);
    expect([...writeProjectFiles(parseProject(emptyStage)).keys()]).toContain('stages/02-start/stage.md');
  });

  it('travels as a zip of its folder, and a zip of the contents alone reads the same', () => {
    const folder = minimalFolder();
    const wrapped = unzipProject(zipProject(folder, 'tiny'));
    expect([...wrapped.keys()].sort()).toEqual([...folder.keys()].sort());
    const flat = unzipProject(zipSync(Object.fromEntries([...folder].map(([name, bytes]) => [name, bytes]))));
    expect(parseProject(flat)).toEqual(parseProject(folder));
  });

  it('makes a notebook in one language, with lessons, questions and starter code but no checks, answers or hints', () => {
    const project = parseProject(minimalFolder());
    const notebook = buildNotebook(project, { locale: 'en', dataUrl: (name) => `https://madang.example/api/v2/edu/projects/1/files/${name}` });
    expect(notebook).toMatchObject({ nbformat: 4, nbformat_minor: 5, metadata: { kernelspec: { name: 'python3' } } });
    const sources = notebook.cells.map((cell) => `${cell.cell_type}: ${cell.source.join('')}`);
    expect(sources[0]).toBe('markdown: # Tiny project\n\nDescription');
    expect(sources.join('\n')).toContain('("numbers.csv", "https://madang.example/api/v2/edu/projects/1/files/numbers.csv")');
    expect(sources).toContain('code: x = ___');
    expect(sources.join('\n')).toContain('- One\n- Two');
    for (const hidden of ['check_object', 'x = 1', 'Hint', 'It is two', '작은']) expect(sources.join('\n')).not.toContain(hidden);
    expect(new Set(notebook.cells.map((cell) => cell.id)).size).toBe(notebook.cells.length);
  });
});

describe('a malformed project is refused with each file and problem', () => {
  const cases: [string, ProjectFiles, Partial<ContentIssue>[]][] = [
    ['no project.md', changed((files) => files.delete('project.md')), [{ file: 'project.md', key: 'validation.edu_missing_file' }]],
    [
      'a body without its English section',
      changed((files) => files.set('stages/01-start/01-read.md', text('---\nkind: lesson\ntitle:\n  ko: 읽기\n  en: Read\n---\n<!-- ko -->\n본문\n'))),
      [{ file: 'stages/01-start/01-read.md', key: 'validation.edu_language_markers' }],
    ],
    [
      'a title missing one language',
      changed((files) => files.set('stages/01-start/01-read.md', text(`---\nkind: lesson\ntitle:\n  ko: 읽기\n---\n${both('본문', 'Body')}`))),
      [{ file: 'stages/01-start/01-read.md', field: 'title.en', key: 'validation.required' }],
    ],
    [
      'a title over its limit and an unknown kind',
      changed((files) => files.set('stages/01-start/01-read.md', text(`---\nkind: video\ntitle:\n  ko: ${'가'.repeat(201)}\n  en: Read\n---\n${both('본문', 'Body')}`))),
      [
        { file: 'stages/01-start/01-read.md', field: 'kind', key: 'validation.invalid_value' },
        { file: 'stages/01-start/01-read.md', field: 'title.ko', key: 'validation.too_long', params: { max: 200 } },
      ],
    ],
    [
      'front matter that is not YAML',
      changed((files) => files.set('stages/01-start/stage.md', text('---\ntitle: [unclosed\n---\n'))),
      [{ file: 'stages/01-start/stage.md', key: 'validation.edu_front_matter' }],
    ],
    [
      'stages numbered 1 and 3',
      changed((files) => {
        files.set('stages/03-later/stage.md', files.get('stages/01-start/stage.md')!);
        files.set('stages/03-later/01-read.md', files.get('stages/01-start/01-read.md')!);
      }),
      [{ file: 'stages', key: 'validation.edu_numbering', params: { expected: 2, found: 3 } }],
    ],
    [
      'a step number used twice',
      changed((files) => files.set('stages/01-start/02-again.md', files.get('stages/01-start/01-read.md')!)),
      [{ file: 'stages/01-start/02-again.md', key: 'validation.edu_duplicate_number', params: { number: 2 } }],
    ],
    [
      'a quiz whose correct option is not an option, and a single choice with two',
      changed((files) =>
        files.set(
          'stages/01-start/02-pick.md',
          text(new TextDecoder().decode(files.get('stages/01-start/02-pick.md')).replace('  correct:\n    - 2\n', '  correct:\n    - 2\n    - 7\n')),
        ),
      ),
      [
        { file: 'stages/01-start/02-pick.md', field: 'quiz.correct', key: 'validation.edu_correct_not_option', params: { id: 7 } },
        { file: 'stages/01-start/02-pick.md', field: 'quiz.correct', key: 'validation.edu_single_one_correct' },
      ],
    ],
    [
      'a short answer with no accepted answers',
      changed((files) =>
        files.set(
          'stages/01-start/02-pick.md',
          text(`---\nkind: quiz\ntitle:\n  ko: 단답\n  en: Short\nquiz:\n  kind: short\n  explanation:\n    ko: 설명\n    en: Why\n---\n${both('?', '?')}`),
        ),
      ),
      [{ file: 'stages/01-start/02-pick.md', field: 'quiz.accepted', key: 'validation.required' }],
    ],
    [
      'a code step without its check',
      changed((files) => files.delete('stages/01-start/03-code.check.py')),
      [{ file: 'stages/01-start/03-code.check.py', key: 'validation.edu_missing_file' }],
    ],
    [
      'Python files beside a lesson, and hints on it',
      changed((files) => {
        files.set('stages/01-start/01-read.starter.py', text('x = 1\n'));
        files.set('stages/01-start/01-read.md', text(`---\nkind: lesson\ntitle:\n  ko: 읽기\n  en: Read\nhints:\n  - ko: 힌트\n    en: Hint\n---\n${both('본문', 'Body')}`));
      }),
      [
        { file: 'stages/01-start/01-read.starter.py', key: 'validation.edu_code_file_not_code' },
        { file: 'stages/01-start/01-read.md', field: 'hints', key: 'validation.edu_only_code' },
      ],
    ],
    ['a data file name with a space', changed((files) => files.set('data/my numbers.csv', text('a\n'))), [{ file: 'data/my numbers.csv', key: 'validation.edu_data_file_name' }]],
    ['a file outside the format', changed((files) => files.set('notes.txt', text('hello'))), [{ file: 'notes.txt', key: 'validation.edu_unknown_file' }]],
    [
      'a stage folder without a number',
      changed((files) => files.set('stages/intro/stage.md', text('---\n---\n'))),
      [{ file: 'stages/intro/stage.md', key: 'validation.edu_stage_folder_name' }],
    ],
    [
      'a markdown file that is not UTF-8',
      changed((files) => files.set('stages/01-start/01-read.md', new Uint8Array([0xff, 0xfe, 0x00]))),
      [{ file: 'stages/01-start/01-read.md', key: 'validation.edu_not_utf8' }],
    ],
    [
      'an unknown front matter field',
      changed((files) => files.set('project.md', text(new TextDecoder().decode(files.get('project.md')).replace('level: beginner\n', 'level: beginner\nprice: 100\n')))),
      [{ file: 'project.md', key: 'validation.unknown_field' }],
    ],
  ];

  it.each(cases)('%s', (_name, files, expected) => {
    const issues = issuesOf(files);
    expect(issues).toEqual(expect.arrayContaining(expected.map((issue) => expect.objectContaining(issue))));
    expect(issues).toHaveLength(expected.length);
    for (const issue of issues) for (const locale of ['ko', 'en'] as const) expect(hasKey(locale, issue.key), `${locale} ${issue.key}`).toBe(true);
  });
});

describe('a malformed zip is refused before anything is unpacked', () => {
  const refusal = (zip: Uint8Array) => {
    try {
      unzipProject(zip);
    } catch (error) {
      if (error instanceof ContentError) return error.issues;
      throw error;
    }
    throw new Error('the zip was accepted');
  };

  it('names an entry that climbs out of the folder', () => {
    expect(refusal(zipSync({ 'tiny/project.md': text('x'), '../evil.md': text('x') }))).toEqual([{ file: '../evil.md', key: 'validation.edu_zip_path' }]);
    expect(refusal(zipSync({ 'C:/evil.md': text('x') }))).toEqual([{ file: 'C:/evil.md', key: 'validation.edu_zip_path' }]);
  });

  it('refuses an entry larger than a data file may be, by its declared size', () => {
    const bomb = zipSync({ 'data/zeros.csv': new Uint8Array(11 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(refusal(bomb)).toEqual([{ file: 'data/zeros.csv', key: 'validation.edu_file_too_large', params: { max: 10 * 1024 * 1024 } }]);
  });

  it('says a file that is not a zip cannot be read', () => {
    expect(refusal(text('not a zip at all'))).toEqual([{ file: '(zip)', key: 'validation.edu_zip_unreadable' }]);
  });

  it('leaves out what zip tools add: folders, macOS forks, hidden files', () => {
    const files = unzipProject(zipSync({ 'tiny/': new Uint8Array(), 'tiny/project.md': text('x'), '__MACOSX/tiny/._project.md': text('x'), 'tiny/.DS_Store': text('x') }));
    expect([...files.keys()]).toEqual(['project.md']);
  });
});
