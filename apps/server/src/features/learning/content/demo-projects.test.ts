import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Runner, type RunResult } from '@madang/runner';
import { prepareGroundTruth, scoreSubmission } from '@madang/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompetitions } from '../../demo/demo-competitions.ts';
import { generateDataset } from '../../demo/synthetic-dataset.ts';
import { demoProjectDirs } from '../demo-projects/demo-projects.ts';
import { gradeQuizAnswer } from '../grade-quiz.ts';
import { parseProject } from './parse-project.ts';
import type { ProjectContent } from './project-content.ts';
import { readProjectFolder } from './read-project-folder.ts';

/**
 * Every demo project teaches with working material: each code step's model answer passes its own check (with a
 * figure when the step expects one), its starter code does not, and each quiz's answer is graded correct. The
 * runs go through the real runner in its sandbox, two at a time.
 */
let runner: Runner;
let workDir: string;
const projects: { dir: string; content: ProjectContent }[] = [];

beforeAll(async () => {
  for (const dir of demoProjectDirs) projects.push({ dir, content: parseProject(await readProjectFolder(dir)) });
  workDir = mkdtempSync(path.join(tmpdir(), 'madang-demo-projects-'));
  runner = await Runner.start({ sandbox: 'bwrap', slots: 2, workDir });
}, 120_000);
afterAll(async () => {
  await runner?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const codeSteps = () =>
  projects.flatMap(({ dir, content }) =>
    content.stages.flatMap((stage) =>
      stage.steps.filter((step) => step.code).map((step) => ({ dir, content, where: `${content.slug} ${stage.number}.${step.number}`, code: step.code! })),
    ),
  );

describe('demo projects', () => {
  it('are three, each of at least 3 stages and 12 steps, with at least 5 code steps, 1-3 hints each, and every kind of quiz', () => {
    expect(projects.map((project) => project.content.slug)).toEqual(['pandas-basics', 'eda-with-plots', 'first-ml-model']);
    for (const { content } of projects) {
      const steps = content.stages.flatMap((stage) => stage.steps);
      expect(content.stages.length, content.slug).toBeGreaterThanOrEqual(3);
      expect(steps.length, content.slug).toBeGreaterThanOrEqual(12);
      expect(steps.filter((step) => step.kind === 'code').length, content.slug).toBeGreaterThanOrEqual(5);
      expect(
        steps.some((step) => step.kind === 'lesson'),
        content.slug,
      ).toBe(true);
      expect(new Set(steps.flatMap((step) => (step.quiz ? [step.quiz.kind] : [])))).toEqual(new Set(['single', 'multiple', 'short']));
      for (const step of steps.filter((each) => each.code)) expect(step.code!.hints.length, `${content.slug} ${step.title.en}`).toSatisfy((n: number) => n >= 1 && n <= 3);
      expect(content.state).toBe('published');
    }
  });

  it('grade every quiz’s answer correct and a wrong one wrong', () => {
    for (const { content } of projects) {
      for (const step of content.stages.flatMap((stage) => stage.steps).filter((each) => each.quiz)) {
        const quiz = step.quiz!;
        // Every accepted short answer, and the correct options, as a learner would send them.
        for (const answer of quiz.kind === 'short' ? quiz.accepted.map((text) => ` ${text.toUpperCase()} `) : [quiz.correct])
          expect(gradeQuizAnswer(quiz, answer), step.title.en).toBe(true);
        const wrong =
          quiz.kind === 'short'
            ? 'not the answer'
            : quiz.options
                .map((option) => option.id)
                .filter((id) => !quiz.correct.includes(id))
                .slice(0, 1);
        expect(gradeQuizAnswer(quiz, wrong), step.title.en).toBe(false);
      }
    }
  });

  it('pass every code step’s check with its model answer, and never with its starter code', { timeout: 240_000 }, async () => {
    const results = await Promise.all(
      codeSteps().map(async ({ dir, content, where, code }) => {
        const files = content.files.map((file) => ({ name: file.name, hostPath: path.join(dir, 'data', file.name) }));
        const check = { checkCode: code.check, solutionCode: code.solution };
        const [model, starter] = await Promise.all([runner.run({ code: code.solution, files, check }), runner.run({ code: code.starter, files, check })]);
        return { where, code, model, starter };
      }),
    );
    const report = (result: RunResult) => ({ status: result.status, check: result.check, error: result.error?.message });
    for (const { where, code, model, starter } of results) {
      expect(report(model), where).toEqual({ status: 'ok', check: { passed: true, message: { ko: '통과했습니다.', en: 'Passed.' } }, error: undefined });
      expect(
        model.outputs.some((output) => output.kind === 'figure'),
        where,
      ).toBe(code.expectsFigure);
      expect(starter.check?.passed ?? false, where).toBe(false);
    }
  });

  it('end with a submission file that the practice competition accepts and scores well', { timeout: 60_000 }, async () => {
    const { dir, content } = projects.find((project) => project.content.slug === 'first-ml-model')!;
    const last = content.stages
      .at(-1)!
      .steps.filter((step) => step.code)
      .at(-1)!;
    const files = content.files.map((file) => ({ name: file.name, hostPath: path.join(dir, 'data', file.name) }));
    const result = await runner.run({
      code: `${last.code!.solution}
print(open("submission.csv").read(), end="")`,
      files,
    });
    expect(result.status).toBe('ok');
    const written = result.outputs
      .filter((output) => output.kind === 'stdout')
      .map((output) => output.text)
      .join('');
    const practice = demoCompetitions.find((demo) => demo.input.slug === content.competition)!;
    const { truth } = generateDataset({ seed: practice.seed, trainRows: 2_000, testRows: 1_500, task: practice.task });
    const prepared = prepareGroundTruth(truth, { metric: practice.input.metric });
    if (prepared.status !== 'prepared') throw new Error(JSON.stringify(prepared.problem));
    const scored = scoreSubmission(prepared.truth, new TextEncoder().encode(written));
    expect(scored).toMatchObject({ status: 'scored' });
    if (scored.status === 'scored') expect(scored.public).toBeGreaterThan(0.98);
  });
});
