import { randomBytes } from 'node:crypto';
import type { EduAccess, EduCategory } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { eduProjectFiles, eduProjects, eduStages, eduSteps, type EduCode, type EduQuiz } from '../../db/schema.ts';
import type { Storage } from '../storage/storage.ts';

/** A step to build: a lesson, a quiz with its answer, or a code step with its hidden parts. */
export type FixtureStep = { kind: 'lesson'; title?: string } | { kind: 'quiz'; quiz: EduQuiz } | { kind: 'code'; code: Partial<EduCode> & Pick<EduCode, 'check' | 'solution'> };

export interface FixtureOptions {
  category?: EduCategory;
  access?: EduAccess;
  state?: 'draft' | 'published';
  position?: number;
  authorUserId?: number | null;
  title?: string;
  stages?: { xp?: number; steps: FixtureStep[] }[];
  files?: { name: string; content: string }[];
}

const text = (ko: string, en: string) => ({ ko, en });

/** Secrets of the default project: tests look for them in every answer the API gives. */
export const fixtureSecrets = {
  shortAnswer: 'ｓｅｒｉｅｓ',
  check: 'check_object("total")  # SECRET-CHECK',
  solution: 'total = int(scores["score"].sum())  # SECRET-SOLUTION',
  hints: ['SECRET-HINT-1', 'SECRET-HINT-2'],
};

/** Stage 1: a lesson, a single-choice and a multiple-choice quiz; stage 2: a short-answer quiz and a code step. */
export const defaultStages = (): NonNullable<FixtureOptions['stages']> => [
  {
    xp: 50,
    steps: [
      { kind: 'lesson' },
      {
        kind: 'quiz',
        quiz: {
          kind: 'single',
          options: [1, 2, 3].map((id) => ({ id, text: text(`보기 ${id}`, `Option ${id}`) })),
          correct: [2],
          accepted: [],
          explanation: text('read_csv는 표를 읽습니다.', 'read_csv reads a table.'),
        },
      },
      {
        kind: 'quiz',
        quiz: {
          kind: 'multiple',
          options: [1, 2, 3, 4].map((id) => ({ id, text: text(`선택 ${id}`, `Choice ${id}`) })),
          correct: [1, 3],
          accepted: [],
          explanation: text('두 개를 고르세요.', 'Two of them are right.'),
        },
      },
    ],
  },
  {
    xp: 80,
    steps: [
      {
        kind: 'quiz',
        quiz: { kind: 'short', options: [], correct: [], accepted: [fixtureSecrets.shortAnswer], explanation: text('열 하나는 Series입니다.', 'One column is a Series.') },
      },
      {
        kind: 'code',
        code: {
          starter: 'import pandas as pd\nscores = pd.read_csv("/data/scores.csv")\n',
          check: fixtureSecrets.check,
          solution: `import pandas as pd\nscores = pd.read_csv("/data/scores.csv")\n${fixtureSecrets.solution}`,
          hints: fixtureSecrets.hints.map((hint) => text(hint, hint)),
        },
      },
    ],
  },
];

/**
 * A learning project written straight to the tables (not through the content importer): published and free
 * unless told, with the default stages and a `scores.csv` data file whose scores add up to 60.
 */
export async function buildLearningProject(ctx: { db: Executor; storage: Storage }, options: FixtureOptions = {}) {
  const slug = `project-${randomBytes(4).toString('hex')}`;
  const [project] = await ctx.db
    .insert(eduProjects)
    .values({
      slug,
      category: options.category ?? 'pandas',
      level: 'beginner',
      access: options.access ?? 'free',
      state: options.state ?? 'published',
      title: text(`${options.title ?? slug} 프로젝트`, `${options.title ?? slug} project`),
      summary: text('요약', 'Summary'),
      description: text('설명', 'Description'),
      position: options.position ?? 0,
      authorUserId: options.authorUserId ?? null,
    })
    .returning();
  const stages = [];
  for (const [index, stageInput] of (options.stages ?? defaultStages()).entries()) {
    const [stage] = await ctx.db
      .insert(eduStages)
      .values({ projectId: project!.id, number: index + 1, title: text(`${index + 1}단계`, `Stage ${index + 1}`), summary: text('', ''), xp: stageInput.xp ?? 50 })
      .returning();
    const steps = [];
    for (const [stepIndex, input] of stageInput.steps.entries()) {
      const [step] = await ctx.db
        .insert(eduSteps)
        .values({
          stageId: stage!.id,
          number: stepIndex + 1,
          kind: input.kind,
          title: text(`스텝 ${stepIndex + 1}`, `Step ${stepIndex + 1}`),
          body: text('본문', 'Body'),
          quiz: input.kind === 'quiz' ? input.quiz : null,
          code: input.kind === 'code' ? { starter: '', hints: [], expectsFigure: false, ...input.code } : null,
        })
        .returning();
      steps.push(step!);
    }
    stages.push({ stage: stage!, steps });
  }
  for (const file of options.files ?? [{ name: 'scores.csv', content: 'name,score\nA,10\nB,20\nC,30\n' }]) {
    const storageKey = `edu/${project!.id}/${file.name}`;
    await ctx.storage.put(storageKey, Buffer.from(file.content));
    await ctx.db.insert(eduProjectFiles).values({ projectId: project!.id, name: file.name, storageKey, size: Buffer.byteLength(file.content) });
  }
  return { project: project!, stages };
}
