import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { WITHDRAWN_REJOIN_DAYS } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from './sessions.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Who holds a verified phone: an active account, an account withdrawn less than 30 days ago (the number
 * waits with it, as its e-mail does), or nobody.
 */
export async function findPhoneOwner(
  db: Executor,
  international: string,
  now = new Date(),
): Promise<{ state: 'active'; user: UserRow } | { state: 'withdrawn' } | { state: 'none' }> {
  const verified = and(eq(users.phone, international), eq(users.smsVerified, true));
  const [active] = await db
    .select()
    .from(users)
    .where(and(verified, isNull(users.withdrawnAt)))
    .limit(1);
  if (active) return { state: 'active', user: active };
  const [withdrawn] = await db
    .select({ withdrawnAt: users.withdrawnAt })
    .from(users)
    .where(and(verified, isNotNull(users.withdrawnAt)))
    .orderBy(desc(users.withdrawnAt))
    .limit(1);
  const waiting = withdrawn?.withdrawnAt && now.getTime() < withdrawn.withdrawnAt.getTime() + WITHDRAWN_REJOIN_DAYS * DAY_MS;
  return waiting ? { state: 'withdrawn' } : { state: 'none' };
}
