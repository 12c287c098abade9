import { count, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { eduProjectFiles, eduStages, eduSteps } from '../../../db/schema.ts';
import { conflict } from '../../../http/app-error.ts';

/**
 * A project stays within what its folder may hold (content/content-schema.ts), so that its export imports again:
 * at most so many stages, steps per stage and data files.
 */
export async function assertRoomFor(db: Executor, options: { table: typeof eduStages | typeof eduSteps | typeof eduProjectFiles; parent: SQL | undefined; max: number }) {
  const [row] = await db.select({ n: count() }).from(options.table).where(options.parent);
  if ((row?.n ?? 0) >= options.max) throw conflict('edu_too_many_parts', { params: { max: options.max } });
}
