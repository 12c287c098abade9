import type { EduProjectCard, EduStepView } from '@madang/contracts';
import { eduLevels, type EduCategory, type EduLevel, type LearnerProjectStatus } from '@madang/contracts/learning-kinds';

/** Passed steps as a whole percentage of all steps (0 for an empty project). */
export function progressPercent(passed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((passed / total) * 100));
}

/** Where "continue" leads: the step the learner left off at, or the project's overview when there is none. */
export function resumePath(card: Pick<EduProjectCard, 'id' | 'resume'>): string {
  if (!card.resume) return `/edu/${card.id}`;
  return `/edu/${card.id}/${card.resume.stage_number}?step=${card.resume.step_number}`;
}

export interface ProjectFilter {
  category: EduCategory | 'all';
  level: EduLevel | 'all';
  status: LearnerProjectStatus | 'all';
}

export function filterProjects(cards: readonly EduProjectCard[], filter: ProjectFilter): EduProjectCard[] {
  return cards.filter(
    (card) =>
      (filter.category === 'all' || card.category === filter.category) &&
      (filter.level === 'all' || card.level === filter.level) &&
      (filter.status === 'all' || card.status === filter.status),
  );
}

const levelRank = (level: EduLevel) => eduLevels.indexOf(level);

/**
 * What to learn next: projects not started yet, first those one level above what the learner finished in the
 * same subject, then the rest from the easiest level up; a newcomer gets the beginner projects.
 */
export function suggestNext(cards: readonly EduProjectCard[], limit = 3): EduProjectCard[] {
  const reached = new Map<EduCategory, number>();
  for (const card of cards) {
    if (card.status === 'not_started') continue;
    reached.set(card.category, Math.max(reached.get(card.category) ?? -1, levelRank(card.level)));
  }
  const score = (card: EduProjectCard) => {
    const level = levelRank(card.level);
    const done = reached.get(card.category);
    return done !== undefined && level === done + 1 ? -1 : level;
  };
  return cards
    .filter((card) => card.status === 'not_started')
    .map((card, index) => ({ card, index, score: score(card) }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map(({ card }) => card);
}

/** The step a stage opens at: the one asked for when it exists, else the first the learner has not passed and may open. */
export function initialStep(steps: readonly EduStepView[], asked: number | null): number {
  if (asked !== null && steps.some((step) => step.number === asked)) return asked;
  const open = steps.find((step) => !step.locked && step.status !== 'passed');
  return (open ?? steps[0])?.number ?? 1;
}

/** The step after `current` in the stage, or null on its last step. */
export function nextStepNumber(steps: readonly EduStepView[], current: number): number | null {
  const index = steps.findIndex((step) => step.number === current);
  return index >= 0 && index + 1 < steps.length ? (steps[index + 1]?.number ?? null) : null;
}

/** A search parameter as a positive whole number, or null. */
export function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/**
 * The verdict's explanation under its heading, or null when it only says the heading again: a pass comes back as
 * "Passed." under the heading "Passed", which reads as a stutter.
 */
export function gradeDetail(message: string, heading: string): string | null {
  const bare = (text: string) => text.trim().replace(/[.!。]+$/u, '');
  return bare(message) === '' || bare(message) === bare(heading) ? null : message;
}
