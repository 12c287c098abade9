import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { eduStages, eduSteps } from '../../../db/schema.ts';
import { badRequest } from '../../../http/app-error.ts';

/**
 * Numbers the parts 1..n in the given order. The unique (parent, number) index is checked row by row, so the
 * numbers are first moved out of the way (negated), then written. `ids` must be exactly the parent's parts.
 */
async function renumber(tx: Executor, table: typeof eduStages | typeof eduSteps, parent: ReturnType<typeof eq>, ids: number[]): Promise<void> {
  const rows = await tx.select({ id: table.id }).from(table).where(parent);
  const current = new Set(rows.map((row) => row.id));
  if (ids.length !== current.size || new Set(ids).size !== ids.length || ids.some((id) => !current.has(id))) throw badRequest('edu_reorder_mismatch');
  await tx
    .update(table)
    .set({ number: sql`-${table.number}` })
    .where(parent);
  for (const [index, id] of ids.entries())
    await tx
      .update(table)
      .set({ number: index + 1 })
      .where(and(parent, eq(table.id, id)));
}

export const renumberStages = (tx: Executor, projectId: number, ids: number[]) => renumber(tx, eduStages, eq(eduStages.projectId, projectId), ids);
export const renumberSteps = (tx: Executor, stageId: number, ids: number[]) => renumber(tx, eduSteps, eq(eduSteps.stageId, stageId), ids);
