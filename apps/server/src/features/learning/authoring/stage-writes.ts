import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { eduStageInputSchema } from '@madang/contracts';
import type { Database } from '../../../db/client.ts';
import { eduProjects, eduStages } from '../../../db/schema.ts';
import type { ProjectRow, StageRow } from '../project-outline.ts';
import { contentLimits } from '../content/content-schema.ts';
import { assertRoomFor } from './part-limits.ts';
import { renumberStages } from './renumber.ts';
import { touchProject } from './save-project.ts';

type StageValues = z.output<typeof eduStageInputSchema>;

/** Writes of one project's parts hold its row, so two authors adding at once get distinct numbers. */
export const lockProject = (tx: Parameters<Parameters<Database['transaction']>[0]>[0], projectId: number) =>
  tx.select({ id: eduProjects.id }).from(eduProjects).where(eq(eduProjects.id, projectId)).for('update');

/** A new stage at the project's end. */
export function createStage(db: Database, options: { project: ProjectRow; input: StageValues }): Promise<StageRow> {
  return db.transaction(async (tx) => {
    await lockProject(tx, options.project.id);
    await assertRoomFor(tx, { table: eduStages, parent: eq(eduStages.projectId, options.project.id), max: contentLimits.stages });
    const [row] = await tx
      .insert(eduStages)
      .values({
        projectId: options.project.id,
        number: sql`(select coalesce(max(${eduStages.number}), 0) + 1 from ${eduStages} where ${eduStages.projectId} = ${options.project.id})`,
        ...options.input,
      })
      .returning();
    await touchProject(tx, options.project.id);
    return row!;
  });
}

export async function updateStage(db: Database, options: { stage: StageRow; input: StageValues }): Promise<StageRow> {
  const [row] = await db.update(eduStages).set(options.input).where(eq(eduStages.id, options.stage.id)).returning();
  await touchProject(db, options.stage.projectId);
  return row!;
}

/** Removes a stage with its steps (and learners' progress on them); the stages after it move up. */
export function deleteStage(db: Database, options: { stage: StageRow }): Promise<void> {
  const { projectId } = options.stage;
  return db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    await tx.delete(eduStages).where(eq(eduStages.id, options.stage.id));
    const rest = await tx.select({ id: eduStages.id }).from(eduStages).where(eq(eduStages.projectId, projectId)).orderBy(asc(eduStages.number));
    if (rest.length > 0)
      await renumberStages(
        tx,
        projectId,
        rest.map((row) => row.id),
      );
    await touchProject(tx, projectId);
  });
}

/** The project's stages in a new order; learners' progress stays with the steps, wherever they move. */
export function reorderStages(db: Database, options: { project: ProjectRow; ids: number[] }): Promise<void> {
  return db.transaction(async (tx) => {
    await lockProject(tx, options.project.id);
    await renumberStages(tx, options.project.id, options.ids);
    await touchProject(tx, options.project.id);
  });
}
