import { EDU_STAGE_XP_DEFAULT, type LocalizedText } from '@madang/contracts';
import { writeMarkdownFile } from './front-matter.ts';
import type { ProjectContent, ProjectFiles, StepContent } from './project-content.ts';

const encoder = new TextEncoder();
/** Korean first, as authors write it: texts read back from jsonb come with their keys in the database's order. */
const localized = (value: LocalizedText) => ({ ko: value.ko, en: value.en });
const two = (number: number) => String(number).padStart(2, '0');

/** A file or folder name from an English title: `01-read-a-csv`. */
export function numberedName(number: number, title: LocalizedText): string {
  const words = title.en
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let name = words || 'step';
  // At most 40 characters, cut at a word.
  if (name.length > 40) name = name.slice(0, 41).replace(/-[^-]*$/, '') || name.slice(0, 40);
  return `${two(number)}-${name}`;
}

/** The project as its folder's files, in the one layout import reads (export(import(folder)) gives the folder back). */
export function writeProjectFiles(project: ProjectContent): ProjectFiles {
  const files: ProjectFiles = new Map();
  const text = (path: string, content: string) => files.set(path, encoder.encode(content));
  text(
    'project.md',
    writeMarkdownFile(
      {
        slug: project.slug,
        category: project.category,
        level: project.level,
        access: project.access,
        state: project.state,
        position: project.position,
        ...(project.competition ? { competition: project.competition } : {}),
        ...(project.cover ? { cover: project.cover.name } : {}),
        title: localized(project.title),
        summary: localized(project.summary),
      },
      project.description,
    ),
  );
  if (project.cover) files.set(project.cover.name, project.cover.bytes);
  for (const file of project.files) files.set(`data/${file.name}`, file.bytes);
  for (const stage of project.stages) {
    const folder = `stages/${numberedName(stage.number, stage.title)}`;
    text(
      `${folder}/stage.md`,
      writeMarkdownFile({ title: localized(stage.title), summary: localized(stage.summary), ...(stage.xp !== EDU_STAGE_XP_DEFAULT ? { xp: stage.xp } : {}) }),
    );
    for (const step of stage.steps) {
      const base = `${folder}/${numberedName(step.number, step.title)}`;
      text(`${base}.md`, writeMarkdownFile(stepFrontMatter(step), step.body));
      if (step.code) {
        text(`${base}.starter.py`, codeFile(step.code.starter));
        text(`${base}.solution.py`, codeFile(step.code.solution));
        text(`${base}.check.py`, codeFile(step.code.check));
      }
    }
  }
  return files;
}

const codeFile = (code: string) => (code === '' ? '' : `${code}\n`);

function stepFrontMatter(step: StepContent): Record<string, unknown> {
  const front: Record<string, unknown> = { kind: step.kind, title: localized(step.title) };
  if (step.quiz) {
    const { kind, options, correct, accepted, explanation } = step.quiz;
    front.quiz = {
      kind,
      ...(kind === 'short' ? { accepted } : { options: options.map(({ id, text }) => ({ id, ko: text.ko, en: text.en })), correct }),
      explanation: localized(explanation),
    };
  }
  if (step.code) {
    if (step.code.hints.length > 0) front.hints = step.code.hints.map(localized);
    if (step.code.expectsFigure) front.expects_figure = true;
  }
  return front;
}
