import { eduCategories, type EduCategory, type EduLevel, type EduProjectCard } from '@madang/contracts';
import { LEVEL_QUESTIONS, type LevelQuestion } from './questions.ts';

export interface SubjectScore {
  subject: EduCategory;
  correct: number;
  total: number;
}

export interface LevelResult {
  level: EduLevel;
  correct: number;
  total: number;
  subjects: SubjectScore[];
  /** Subjects answered fully right, and those with no right answer: what to build on and what to learn first. */
  strengths: EduCategory[];
  weaknesses: EduCategory[];
}

/** Share of right answers from which a taker is intermediate, and advanced. */
const INTERMEDIATE_FROM = 0.5;
const ADVANCED_FROM = 0.8;

/** Places a taker by their answers (option indexes, one per question, in the questions' order). */
export function scoreLevelTest(answers: readonly number[], questions: readonly LevelQuestion[] = LEVEL_QUESTIONS): LevelResult {
  if (answers.length !== questions.length) throw new RangeError('one answer per question');
  const subjects = eduCategories
    .map((subject) => {
      const asked = questions.map((question, index) => ({ question, index })).filter(({ question }) => question.subject === subject);
      const correct = asked.filter(({ question, index }) => answers[index] === question.answer).length;
      return { subject, correct, total: asked.length };
    })
    .filter((score) => score.total > 0);
  const correct = subjects.reduce((sum, score) => sum + score.correct, 0);
  const share = correct / questions.length;
  const level: EduLevel = share >= ADVANCED_FROM ? 'advanced' : share >= INTERMEDIATE_FROM ? 'intermediate' : 'beginner';
  return {
    level,
    correct,
    total: questions.length,
    subjects,
    strengths: subjects.filter((score) => score.correct === score.total).map((score) => score.subject),
    weaknesses: subjects.filter((score) => score.correct === 0).map((score) => score.subject),
  };
}

const LEVEL_ORDER: Record<EduLevel, number> = { beginner: 0, intermediate: 1, advanced: 2 };

/**
 * Projects to suggest: the taker's level first (then the nearest levels); within a level the subjects they
 * said they want to learn, then those they did worst in, so the suggestion fills a gap they care about.
 */
export function recommendProjects(projects: readonly EduProjectCard[], result: LevelResult, interests: readonly EduCategory[] = [], limit = 3): EduProjectCard[] {
  const subjectShare = new Map(result.subjects.map((score) => [score.subject, score.correct / score.total]));
  const levelDistance = (project: EduProjectCard) => Math.abs(LEVEL_ORDER[project.level] - LEVEL_ORDER[result.level]);
  return projects
    .filter((project) => project.status !== 'completed')
    .map((project, index) => ({ project, index }))
    .sort(
      (a, b) =>
        levelDistance(a.project) - levelDistance(b.project) ||
        Number(!interests.includes(a.project.category)) - Number(!interests.includes(b.project.category)) ||
        (subjectShare.get(a.project.category) ?? 1) - (subjectShare.get(b.project.category) ?? 1) ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map(({ project }) => project);
}
