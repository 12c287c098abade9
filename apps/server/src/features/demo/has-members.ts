import { count } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Whether anyone has an account: the demo is only ever seeded into a database that has no one. */
export async function hasMembers(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}
