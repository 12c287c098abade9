import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eduEnrollments, eduStages, eduStepProgress, eduSteps } from '../../db/schema.ts';
import type { EnrollmentRow } from './learner-state.ts';
import type { CardInput } from './presenter.ts';
import type { ProjectRow } from './project-outline.ts';
import type { StepRef } from './step-order.ts';

/** The caller's enrollments in the given projects, by project id. */
export async function loadEnrollments(db: Executor, options: { userId: number | undefined; projectIds: number[] }): Promise<Map<number, EnrollmentRow>> {
  if (!options.userId || options.projectIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eduEnrollments)
    .where(and(eq(eduEnrollments.userId, options.userId), inArray(eduEnrollments.projectId, options.projectIds)));
  return new Map(rows.map((row) => [row.projectId, row]));
}

/** What the cards of several projects need, in a fixed number of queries whatever their count. */
export async function loadCardInputs(db: Executor, options: { projects: ProjectRow[]; userId: number | undefined; enrollments: Map<number, EnrollmentRow> }): Promise<CardInput[]> {
  const ids = options.projects.map((project) => project.id);
  if (ids.length === 0) return [];
  const [steps, stages, learners, passed] = await Promise.all([
    db
      .select({ id: eduSteps.id, projectId: eduStages.projectId, stageNumber: eduStages.number, number: eduSteps.number })
      .from(eduSteps)
      .innerJoin(eduStages, eq(eduStages.id, eduSteps.stageId))
      .where(inArray(eduStages.projectId, ids))
      .orderBy(asc(eduStages.number), asc(eduSteps.number)),
    db.select({ projectId: eduStages.projectId, n: count() }).from(eduStages).where(inArray(eduStages.projectId, ids)).groupBy(eduStages.projectId),
    db.select({ projectId: eduEnrollments.projectId, n: count() }).from(eduEnrollments).where(inArray(eduEnrollments.projectId, ids)).groupBy(eduEnrollments.projectId),
    options.userId
      ? db
          .select({ stepId: eduStepProgress.stepId })
          .from(eduStepProgress)
          .innerJoin(eduSteps, eq(eduSteps.id, eduStepProgress.stepId))
          .innerJoin(eduStages, eq(eduStages.id, eduSteps.stageId))
          .innerJoin(eduEnrollments, and(eq(eduEnrollments.projectId, eduStages.projectId), eq(eduEnrollments.userId, eduStepProgress.userId)))
          .where(
            and(
              eq(eduStepProgress.userId, options.userId),
              eq(eduStepProgress.status, 'passed'),
              sql`${eduStepProgress.attempt} = ${eduEnrollments.attempt}`,
              inArray(eduStages.projectId, ids),
            ),
          )
      : Promise.resolve([]),
  ]);
  const passedIds = new Set(passed.map((row) => row.stepId));
  const stepsOf = new Map<number, StepRef[]>();
  for (const step of steps) stepsOf.set(step.projectId, [...(stepsOf.get(step.projectId) ?? []), step]);
  const stageCounts = new Map(stages.map((row) => [row.projectId, row.n]));
  const learnerCounts = new Map(learners.map((row) => [row.projectId, row.n]));
  return options.projects.map((project) => ({
    project,
    steps: stepsOf.get(project.id) ?? [],
    stageCount: stageCounts.get(project.id) ?? 0,
    learnerCount: learnerCounts.get(project.id) ?? 0,
    enrollment: options.enrollments.get(project.id) ?? null,
    passed: passedIds,
  }));
}
