import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The demo's pandas project as its folder holds it (docs/learning.md "Content as files"): the journeys read step
 * titles, quiz answers and model answers from the same files the seed imports, so the content can change freely.
 */
const PROJECT_DIR = path.resolve(import.meta.dirname, '../../apps/server/src/features/learning/demo-projects/pandas-basics');

type Localized = { ko: string; en: string };
export type Lang = keyof Localized;

export interface DemoStep {
  number: number;
  kind: 'lesson' | 'quiz' | 'code';
  title: Localized;
  hints: Localized[];
  quiz: { kind: 'single' | 'multiple' | 'short'; options: ({ id: number } & Localized)[]; correct: number[]; accepted: string[] } | null;
  solution: string | null;
}

export interface DemoStage {
  number: number;
  title: Localized;
  xp: number;
  steps: DemoStep[];
}

const frontMatter = (file: string): Record<string, unknown> => {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`no front matter in ${file}`);
  return parse(match[1]!) as Record<string, unknown>;
};
const numbered = (name: string) => Number(name.slice(0, 2));

export const demoProject = { title: frontMatter(path.join(PROJECT_DIR, 'project.md')).title as Localized };

/** The demo's project for subscribers (its first model, ending in a competition). */
export const demoSubscribersProject = { title: frontMatter(path.join(PROJECT_DIR, '../first-ml-model/project.md')).title as Localized };

/** How many stages the demo's pandas project has. */
export const demoStageCount = readdirSync(path.join(PROJECT_DIR, 'stages')).filter((name) => /^\d\d-/.test(name)).length;

export function demoStage(number: number): DemoStage {
  const folder = readdirSync(path.join(PROJECT_DIR, 'stages')).find((name) => numbered(name) === number);
  if (!folder) throw new Error(`the demo project has no stage ${number}`);
  const dir = path.join(PROJECT_DIR, 'stages', folder);
  const stage = frontMatter(path.join(dir, 'stage.md'));
  const steps = readdirSync(dir)
    .filter((name) => /^\d\d-.*\.md$/.test(name))
    .sort()
    .map((name): DemoStep => {
      const data = frontMatter(path.join(dir, name));
      const solution = path.join(dir, name.replace(/\.md$/, '.solution.py'));
      const quiz = data.quiz as DemoStep['quiz'] & { accepted?: string[] };
      return {
        number: numbered(name),
        kind: data.kind as DemoStep['kind'],
        title: data.title as Localized,
        hints: (data.hints as Localized[] | undefined) ?? [],
        quiz: quiz ? { ...quiz, accepted: quiz.accepted ?? [] } : null,
        solution: data.kind === 'code' ? readFileSync(solution, 'utf8') : null,
      };
    });
  return { number, title: stage.title as Localized, xp: (stage.xp as number | undefined) ?? 50, steps };
}

/** Option text as the page shows it: `code` marks become plain text inside <code>. */
export const shownText = (text: string) => text.replace(/`/g, '');
