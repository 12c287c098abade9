import { asc, eq, sql } from 'drizzle-orm';
import type { EduStepValues } from '@madang/contracts';
import type { Database, Executor } from '../../../db/client.ts';
import { eduSteps, type EduCode, type EduQuiz } from '../../../db/schema.ts';
import type { ProjectRow, StageRow, StepRow } from '../project-outline.ts';
import { assertPublishableCode } from './preview-state.ts';
import { contentLimits } from '../content/content-schema.ts';
import { assertRoomFor } from './part-limits.ts';
import { renumberSteps } from './renumber.ts';
import { touchProject } from './save-project.ts';
import { lockProject } from './stage-writes.ts';

function columnsOf(input: EduStepValues) {
  const quiz: EduQuiz | null = input.kind === 'quiz' ? { ...input.quiz } : null;
  const code: EduCode | null =
    input.kind === 'code'
      ? { starter: input.code.starter, check: input.code.check, solution: input.code.solution, hints: input.code.hints, expectsFigure: input.code.expects_figure }
      : null;
  return { kind: input.kind, title: input.title, body: input.body, quiz, code };
}

/**
 * A published project never holds a code step whose model answer has not passed its check: there a code
 * step is saved only in a version whose preview passed (preview the draft, then save it).
 */
async function guardPublished(db: Executor, options: { project: ProjectRow; stepId: number | null; input: EduStepValues }): Promise<void> {
  if (options.project.state !== 'published' || options.input.kind !== 'code') return;
  await assertPublishableCode(db, { project: options.project, stepId: options.stepId, parts: options.input.code });
}

/** A new step at the stage's end. */
export function createStep(db: Database, options: { project: ProjectRow; stage: StageRow; input: EduStepValues }): Promise<StepRow> {
  return db.transaction(async (tx) => {
    await lockProject(tx, options.project.id);
    await guardPublished(tx, { project: options.project, stepId: null, input: options.input });
    await assertRoomFor(tx, { table: eduSteps, parent: eq(eduSteps.stageId, options.stage.id), max: contentLimits.stepsPerStage });
    const [row] = await tx
      .insert(eduSteps)
      .values({
        stageId: options.stage.id,
        number: sql`(select coalesce(max(${eduSteps.number}), 0) + 1 from ${eduSteps} where ${eduSteps.stageId} = ${options.stage.id})`,
        ...columnsOf(options.input),
      })
      .returning();
    await touchProject(tx, options.project.id);
    return row!;
  });
}

/** The whole step form written over the step (its kind may change). */
export function updateStep(db: Database, options: { project: ProjectRow; step: StepRow; input: EduStepValues }): Promise<StepRow> {
  return db.transaction(async (tx) => {
    await lockProject(tx, options.project.id);
    await guardPublished(tx, { project: options.project, stepId: options.step.id, input: options.input });
    const [row] = await tx.update(eduSteps).set(columnsOf(options.input)).where(eq(eduSteps.id, options.step.id)).returning();
    await touchProject(tx, options.project.id);
    return row!;
  });
}

/** Removes a step (and learners' progress on it); the steps after it move up. */
export function deleteStep(db: Database, options: { project: ProjectRow; step: StepRow }): Promise<void> {
  const { stageId } = options.step;
  return db.transaction(async (tx) => {
    await lockProject(tx, options.project.id);
    await tx.delete(eduSteps).where(eq(eduSteps.id, options.step.id));
    const rest = await tx.select({ id: eduSteps.id }).from(eduSteps).where(eq(eduSteps.stageId, stageId)).orderBy(asc(eduSteps.number));
    if (rest.length > 0)
      await renumberSteps(
        tx,
        stageId,
        rest.map((row) => row.id),
      );
    await touchProject(tx, options.project.id);
  });
}

export function reorderSteps(db: Database, options: { project: ProjectRow; stage: StageRow; ids: number[] }): Promise<void> {
  return db.transaction(async (tx) => {
    await lockProject(tx, options.project.id);
    await renumberSteps(tx, options.stage.id, options.ids);
    await touchProject(tx, options.project.id);
  });
}
