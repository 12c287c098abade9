import type { EduQuiz } from '../../../db/schema.ts';
import { stepBodySchema, stepFrontMatterSchema, type QuizFile } from './content-schema.ts';
import { readFrontMatter } from './front-matter.ts';
import { readBody, readCode, readText, type IssueList } from './content-reading.ts';
import type { ProjectFiles, StepContent } from './project-content.ts';

/** The files of one step, by their part. */
export interface StepFiles {
  markdown?: string;
  starter?: string;
  solution?: string;
  check?: string;
}

export const stepFileKinds = { md: 'markdown', 'starter.py': 'starter', 'solution.py': 'solution', 'check.py': 'check' } as const;
const codeParts = ['starter', 'solution', 'check'] as const;

/** One step from its markdown file and, for a code step, its three Python files. */
export function parseStep(files: ProjectFiles, folder: string, number: number, stepFiles: StepFiles, issues: IssueList): StepContent | undefined {
  const file = stepFiles.markdown;
  if (!file) {
    issues.add(`${folder}/${String(number).padStart(2, '0')}-….md`, 'validation.edu_missing_file');
    return undefined;
  }
  const base = file.slice(0, -'.md'.length);
  for (const part of codeParts) {
    const partFile = stepFiles[part];
    if (partFile && partFile !== `${base}.${part}.py`) issues.add(partFile, 'validation.edu_step_file_name', { expected: `${base.split('/').pop()}.${part}.py` });
  }
  const text = readText(files, file, issues);
  if (text === undefined) return undefined;
  const read = readFrontMatter(text);
  if (!read.ok) {
    issues.add(file, 'validation.edu_front_matter', { reason: read.reason });
    return undefined;
  }
  const front = stepFrontMatterSchema.safeParse(read.data);
  if (!front.success) issues.addZod(file, front.error);
  const body = readBody(file, read.body, issues, stepBodySchema);
  if (!front.success || !body) return undefined;
  const { kind, title, quiz, hints, expects_figure: expectsFigure } = front.data;

  const step: StepContent = { number, kind, title, body, quiz: null, code: null };
  if (kind !== 'code') {
    for (const part of codeParts) if (stepFiles[part]) issues.add(stepFiles[part]!, 'validation.edu_code_file_not_code');
    if (hints !== undefined) issues.add(file, 'validation.edu_only_code', undefined, 'hints');
    if (expectsFigure !== undefined) issues.add(file, 'validation.edu_only_code', undefined, 'expects_figure');
  }
  if (kind !== 'quiz' && quiz !== undefined) issues.add(file, 'validation.edu_only_quiz', undefined, 'quiz');
  if (kind === 'quiz') {
    if (!quiz) issues.add(file, 'validation.required', undefined, 'quiz');
    else step.quiz = checkQuiz(file, quiz, issues);
  }
  if (kind === 'code') {
    const missing = codeParts.filter((part) => !stepFiles[part]);
    for (const part of missing) issues.add(`${base}.${part}.py`, 'validation.edu_missing_file');
    if (missing.length > 0) return undefined;
    const [starter, solution, check] = codeParts.map((part) => readCode(files, stepFiles[part]!, issues));
    if (starter === undefined || solution === undefined || check === undefined) return undefined;
    if (solution === '') issues.add(stepFiles.solution!, 'validation.edu_empty_code');
    if (check === '') issues.add(stepFiles.check!, 'validation.edu_empty_code');
    step.code = { starter, solution, check, hints: hints ?? [], expectsFigure: expectsFigure ?? false };
  }
  return step;
}

/** The rules between a quiz's parts: choices have options and correct ids among them, a short answer has accepted texts. */
function checkQuiz(file: string, quiz: QuizFile, issues: IssueList): EduQuiz | null {
  const before = issues.issues.length;
  const ids = quiz.options.map((option) => option.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate !== undefined) issues.add(file, 'validation.edu_duplicate_number', { number: duplicate }, 'quiz.options');
  if (quiz.kind === 'short') {
    if (quiz.options.length > 0 || quiz.correct.length > 0) issues.add(file, 'validation.edu_short_no_options', undefined, 'quiz');
    if (quiz.accepted.length === 0) issues.add(file, 'validation.required', undefined, 'quiz.accepted');
  } else {
    if (quiz.accepted.length > 0) issues.add(file, 'validation.edu_choice_no_accepted', undefined, 'quiz.accepted');
    if (quiz.options.length < 2) issues.add(file, 'validation.too_small', { min: 2 }, 'quiz.options');
    for (const id of quiz.correct) if (!ids.includes(id)) issues.add(file, 'validation.edu_correct_not_option', { id }, 'quiz.correct');
    if (new Set(quiz.correct).size !== quiz.correct.length) issues.add(file, 'validation.edu_duplicate_number', { number: quiz.correct.join(', ') }, 'quiz.correct');
    if (quiz.kind === 'single' && quiz.correct.length !== 1) issues.add(file, 'validation.edu_single_one_correct', undefined, 'quiz.correct');
    if (quiz.kind === 'multiple' && quiz.correct.length === 0) issues.add(file, 'validation.required', undefined, 'quiz.correct');
  }
  if (issues.issues.length > before) return null;
  return {
    kind: quiz.kind,
    options: quiz.options.map(({ id, ko, en }) => ({ id, text: { ko, en } })),
    correct: quiz.correct,
    accepted: quiz.accepted,
    explanation: quiz.explanation,
  };
}
