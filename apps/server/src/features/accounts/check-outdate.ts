import { and, desc, isNotNull, sql } from 'drizzle-orm';
import { WITHDRAWN_REJOIN_DAYS, type CheckOutdateResult } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whether an e-mail may not sign up yet because its account was withdrawn less than 30 days ago: exactly
 * what a sign-up with it would answer (`userout`), no more. An address withdrawn longer ago answers like
 * one never used, and no date is given, so the call cannot be used to learn who was a member and when.
 */
export async function checkOutdate(db: Executor, email: string, now = new Date()): Promise<CheckOutdateResult> {
  const [latest] = await db
    .select({ withdrawnAt: users.withdrawnAt })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNotNull(users.withdrawnAt)))
    .orderBy(desc(users.withdrawnAt))
    .limit(1);
  const waiting = !!latest?.withdrawnAt && now.getTime() < latest.withdrawnAt.getTime() + WITHDRAWN_REJOIN_DAYS * DAY_MS;
  return { withdrawn: waiting, canRejoin: !waiting, rejoinAt: null };
}
