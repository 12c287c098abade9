import type { EduCategory } from '@madang/contracts';

/**
 * The level test's questions: two per learning subject, easier first within each. Texts live in the
 * `levelTest.question.<id>` catalog keys; `answer` is the index of the right option.
 */
export interface LevelQuestion {
  id: string;
  subject: EduCategory;
  optionCount: number;
  answer: number;
}

export const LEVEL_QUESTIONS: readonly LevelQuestion[] = [
  { id: 'pyLen', subject: 'python', optionCount: 3, answer: 0 },
  { id: 'pyComprehension', subject: 'python', optionCount: 4, answer: 2 },
  { id: 'pdFilter', subject: 'pandas', optionCount: 3, answer: 1 },
  { id: 'pdGroupby', subject: 'pandas', optionCount: 3, answer: 2 },
  { id: 'statMedian', subject: 'statistics', optionCount: 4, answer: 0 },
  { id: 'statPValue', subject: 'statistics', optionCount: 3, answer: 1 },
  { id: 'vizDistribution', subject: 'visualization', optionCount: 3, answer: 0 },
  { id: 'vizRelation', subject: 'visualization', optionCount: 3, answer: 1 },
  { id: 'mlOverfit', subject: 'machine_learning', optionCount: 3, answer: 2 },
  { id: 'mlImbalance', subject: 'machine_learning', optionCount: 4, answer: 1 },
];
