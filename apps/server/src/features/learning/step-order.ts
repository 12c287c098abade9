/** Where a step sits: enough to tell which steps are open in the project's one order. */
export interface StepRef {
  id: number;
  stageNumber: number;
  number: number;
}

/** The first step not passed yet: the one open step to work on, or null when every step is passed. */
export function firstOpenStep<T extends StepRef>(steps: T[], passed: Set<number>): T | null {
  return steps.find((step) => !passed.has(step.id)) ?? null;
}

/** A step is locked while some step before it in the project's order is not passed. */
export function isLocked(steps: StepRef[], passed: Set<number>, stepId: number): boolean {
  for (const step of steps) {
    if (step.id === stepId) return false;
    if (!passed.has(step.id)) return true;
  }
  return false;
}

/** The step after `stepId` in the project's order, or null at its end. */
export function stepAfter<T extends StepRef>(steps: T[], stepId: number): T | null {
  const index = steps.findIndex((step) => step.id === stepId);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

export const resumeOf = (step: StepRef | null) => (step ? { stage_number: step.stageNumber, step_number: step.number } : null);
