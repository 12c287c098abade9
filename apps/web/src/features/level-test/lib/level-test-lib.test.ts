import { describe, expect, it } from 'vitest';
import type { EduProjectCard } from '@madang/contracts';
import { LEVEL_QUESTIONS } from './questions.ts';
import { decodeAnswers, decodeInterests, encodeAnswers, resultPath } from './result-query.ts';
import { recommendProjects, scoreLevelTest } from './scoring.ts';

const right = LEVEL_QUESTIONS.map((question) => question.answer);
const wrong = LEVEL_QUESTIONS.map((question) => (question.answer + 1) % question.optionCount);
/** Right answers for the first `count` questions, wrong for the rest. */
const rightFirst = (count: number) => LEVEL_QUESTIONS.map((_, index) => (index < count ? right[index]! : wrong[index]!));

describe('scoreLevelTest', () => {
  it('places all right as advanced, all wrong as beginner', () => {
    expect(scoreLevelTest(right)).toMatchObject({ level: 'advanced', correct: 10, total: 10 });
    expect(scoreLevelTest(wrong)).toMatchObject({ level: 'beginner', correct: 0, weaknesses: ['python', 'pandas', 'visualization', 'machine_learning', 'statistics'] });
  });

  it('draws the level lines at half and four fifths right', () => {
    expect(scoreLevelTest(rightFirst(4)).level).toBe('beginner');
    expect(scoreLevelTest(rightFirst(5)).level).toBe('intermediate');
    expect(scoreLevelTest(rightFirst(7)).level).toBe('intermediate');
    expect(scoreLevelTest(rightFirst(8)).level).toBe('advanced');
  });

  it('names the subjects answered fully right as strengths and fully wrong as weaknesses', () => {
    // The first four questions are python's two and pandas' two.
    const result = scoreLevelTest(rightFirst(4));
    expect(result.strengths).toEqual(['python', 'pandas']);
    expect(result.weaknesses).toEqual(['visualization', 'machine_learning', 'statistics']);
    expect(result.subjects.find((score) => score.subject === 'pandas')).toEqual({ subject: 'pandas', correct: 2, total: 2 });
  });

  it('refuses a wrong number of answers', () => {
    expect(() => scoreLevelTest(right.slice(1))).toThrow(RangeError);
  });
});

describe('the result address', () => {
  it('reads back what it wrote', () => {
    expect(decodeAnswers(encodeAnswers(wrong))).toEqual(wrong);
  });

  it.each([null, '', '012', '0'.repeat(11), 'abcdefghij', '9'.repeat(10), '0 00000000'])('refuses %j', (value) => {
    expect(decodeAnswers(value)).toBeNull();
  });

  it('carries the survey subjects beside the answers', () => {
    expect(resultPath(right, ['pandas', 'statistics'])).toBe('/mbti/ds-level-test-result?a=0212010121&i=pandas,statistics');
    expect(decodeInterests('pandas,statistics')).toEqual(['pandas', 'statistics']);
    expect(decodeInterests(null)).toEqual([]);
  });

  it.each(['cooking', 'pandas,pandas', 'pandas,', ',pandas'])('refuses the subjects %j', (value) => {
    expect(decodeInterests(value)).toBeNull();
  });
});

const card = (id: number, category: EduProjectCard['category'], level: EduProjectCard['level'], status: EduProjectCard['status'] = 'not_started'): EduProjectCard => ({
  id,
  slug: `p${id}`,
  category,
  level,
  status,
  access: 'free',
  title: { ko: 't', en: 't' },
  summary: { ko: 's', en: 's' },
  cover_url: null,
  stage_count: 1,
  step_count: 1,
  learner_count: 0,
  passed_steps: 0,
  resume: null,
});

describe('recommendProjects', () => {
  it('suggests the taker level first, weakest subject first, and skips completed projects', () => {
    const beginnerStrongInPython = scoreLevelTest(rightFirst(2));
    const projects = [
      card(1, 'python', 'beginner'),
      card(2, 'pandas', 'advanced'),
      card(3, 'pandas', 'beginner'),
      card(4, 'statistics', 'beginner', 'completed'),
      card(5, 'python', 'intermediate'),
    ];
    expect(recommendProjects(projects, beginnerStrongInPython).map((project) => project.id)).toEqual([3, 1, 5]);
  });

  it('puts the subjects the taker wants to learn first within a level', () => {
    const beginner = scoreLevelTest(wrong);
    const projects = [card(1, 'pandas', 'beginner'), card(2, 'statistics', 'beginner'), card(3, 'machine_learning', 'intermediate')];
    expect(recommendProjects(projects, beginner, ['statistics', 'machine_learning']).map((project) => project.id)).toEqual([2, 1, 3]);
  });

  it('falls back to the nearest level when none is at the taker level', () => {
    const advanced = scoreLevelTest(right);
    expect(recommendProjects([card(1, 'python', 'beginner'), card(2, 'pandas', 'intermediate')], advanced, [], 1).map((project) => project.id)).toEqual([2]);
  });
});
