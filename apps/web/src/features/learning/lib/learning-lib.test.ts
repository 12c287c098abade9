import { describe, expect, it } from 'vitest';
import type { EduProjectCard, EduStepView } from '@madang/contracts';
import { filterProjects, gradeDetail, initialStep, nextStepNumber, positiveInt, progressPercent, resumePath, suggestNext } from './learning-lib.ts';

const text = { ko: '', en: '' };
const card = (id: number, patch: Partial<EduProjectCard> = {}): EduProjectCard => ({
  id,
  slug: `p${id}`,
  category: 'pandas',
  level: 'beginner',
  access: 'free',
  title: text,
  summary: text,
  cover_url: null,
  stage_count: 3,
  step_count: 12,
  learner_count: 0,
  status: 'not_started',
  passed_steps: 0,
  resume: null,
  ...patch,
});
const step = (number: number, patch: Partial<EduStepView> = {}): EduStepView => ({
  number,
  kind: 'lesson',
  title: text,
  body: text,
  status: 'not_started',
  locked: false,
  quiz: null,
  code: null,
  answer_seen: false,
  attempts: 0,
  ...patch,
});

describe('learning pages', () => {
  it('gives progress as a whole percentage, 0 for an empty project', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(12, 12)).toBe(100);
  });

  it('continues at the step left off, or opens the overview without one', () => {
    expect(resumePath(card(4))).toBe('/edu/4');
    expect(resumePath(card(4, { resume: { stage_number: 2, step_number: 3 } }))).toBe('/edu/4/2?step=3');
  });

  it('filters by subject, level and status together', () => {
    const cards = [card(1), card(2, { level: 'advanced' }), card(3, { category: 'statistics', status: 'ongoing' })];
    expect(filterProjects(cards, { category: 'all', level: 'all', status: 'all' }).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(filterProjects(cards, { category: 'pandas', level: 'advanced', status: 'all' }).map((c) => c.id)).toEqual([2]);
    expect(filterProjects(cards, { category: 'all', level: 'all', status: 'ongoing' }).map((c) => c.id)).toEqual([3]);
  });

  it('suggests the next level of a subject the learner finished before the easiest of the rest', () => {
    const cards = [
      card(1, { category: 'python', level: 'beginner' }),
      card(2, { category: 'pandas', level: 'beginner', status: 'completed' }),
      card(3, { category: 'pandas', level: 'intermediate' }),
      card(4, { category: 'statistics', level: 'advanced' }),
    ];
    expect(suggestNext(cards).map((c) => c.id)).toEqual([3, 1, 4]);
    expect(suggestNext([card(5, { level: 'advanced' }), card(6)]).map((c) => c.id)).toEqual([6, 5]);
  });

  it('opens a stage at the step asked for, else at the first open step not passed', () => {
    const steps = [step(1, { status: 'passed' }), step(2), step(3, { locked: true })];
    expect(initialStep(steps, 3)).toBe(3);
    expect(initialStep(steps, 9)).toBe(2);
    expect(initialStep(steps, null)).toBe(2);
    expect(initialStep([step(1, { status: 'passed' })], null)).toBe(1);
    expect(nextStepNumber(steps, 2)).toBe(3);
    expect(nextStepNumber(steps, 3)).toBeNull();
  });

  it('reads only positive whole numbers from the address', () => {
    expect(positiveInt('3')).toBe(3);
    expect(positiveInt('0')).toBeNull();
    expect(positiveInt('-1')).toBeNull();
    expect(positiveInt('2x')).toBeNull();
    expect(positiveInt(null)).toBeNull();
  });

  it('keeps the explanation of a verdict but drops one that only repeats its heading', () => {
    expect(gradeDetail('통과했습니다.', '통과했습니다')).toBeNull();
    expect(gradeDetail('Passed.', 'Passed')).toBeNull();
    expect(gradeDetail(' ', 'Passed')).toBeNull();
    expect(gradeDetail('Did you read `/data/cafe_orders.csv` as it is?', 'Not passed yet')).toBe('Did you read `/data/cafe_orders.csv` as it is?');
    expect(gradeDetail('Passed. Your model scores 0.81.', 'Passed')).toBe('Passed. Your model scores 0.81.');
  });
});
