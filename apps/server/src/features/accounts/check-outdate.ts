import { and, desc, isNotNull, sql } from 'drizzle-orm';
import { WITHDRAWN_REJOIN_DAYS, type CheckOutdateResult } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Whether an e-mail belongs to a withdrawn account, and when it may sign up again (30 days after withdrawal). */
export async function checkOutdate(db: Executor, email: string, now = new Date()): Promise<CheckOutdateResult> {
  const [latest] = await db
    .select({ withdrawnAt: users.withdrawnAt })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNotNull(users.withdrawnAt)))
    .orderBy(desc(users.withdrawnAt))
    .limit(1);
  if (!latest?.withdrawnAt) return { withdrawn: false, canRejoin: true, rejoinAt: null };
  const rejoinAt = new Date(latest.withdrawnAt.getTime() + WITHDRAWN_REJOIN_DAYS * DAY_MS);
  return { withdrawn: true, canRejoin: now >= rejoinAt, rejoinAt: rejoinAt.toISOString() };
}
