import { count } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { createUser } from '../accounts/create-user.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seedCompetitions } from './seed-competitions.ts';

/** Fills an empty database with the demo content; a database that has any user is left alone. */
export async function seedDemo(ctx: Pick<AppContext, 'db' | 'storage'>): Promise<{ seeded: boolean }> {
  const { db } = ctx;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  const accounts = await db.transaction(async (tx) => {
    const created: Record<string, number> = {};
    for (const [role, account] of Object.entries(demoAccounts)) created[role] = (await createUser(tx, account)).id;
    return created;
  });
  await seedCompetitions(ctx, { hostUserId: accounts.host!, now: new Date() });
  return { seeded: true };
}
