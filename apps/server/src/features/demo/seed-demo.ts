import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createUser } from '../accounts/create-user.ts';
import { demoAccounts } from './demo-accounts.ts';

/** Fills an empty database with the demo content; a database that has any user is left alone. */
export async function seedDemo(db: Database): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    for (const account of Object.values(demoAccounts)) await createUser(tx, account);
  });
  return { seeded: true };
}
