import { asc, eq, sql } from 'drizzle-orm';
import type { LedgerEventKind } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { plans, subscriptionLedger, users } from '../../db/schema.ts';
import { deriveSubscription, type DerivedSubscription, type LedgerEvent, subscriptionValueOf } from './subscription-state.ts';

/** Takes the member's row lock: every change of one member's subscription happens one at a time. */
export async function lockMember(tx: Executor, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** A member's ledger, oldest first, with each row's plan kind. */
export async function readLedger(db: Executor, userId: number): Promise<LedgerEvent[]> {
  return db
    .select({ kind: subscriptionLedger.kind, planId: subscriptionLedger.planId, planKind: plans.kind, periodEnd: subscriptionLedger.periodEnd, detail: subscriptionLedger.detail })
    .from(subscriptionLedger)
    .leftJoin(plans, eq(plans.id, subscriptionLedger.planId))
    .where(eq(subscriptionLedger.userId, userId))
    .orderBy(asc(subscriptionLedger.id));
}

/** The member's subscription now, folded from the ledger. */
export async function currentSubscription(db: Executor, userId: number, now = new Date()): Promise<DerivedSubscription> {
  return deriveSubscription(await readLedger(db, userId), now);
}

/**
 * Rebuilds `users.subscription` (the spec's value, read by the learning pages and `myInfo`) from the ledger.
 * Called in the transaction of every ledger row and by the period-end job, so the column never disagrees
 * with the rows for longer than the job's delay.
 */
export async function refreshSubscriptionColumn(tx: Executor, userId: number, now = new Date()): Promise<DerivedSubscription> {
  const derived = await currentSubscription(tx, userId, now);
  await tx
    .update(users)
    .set({ subscription: subscriptionValueOf(derived) })
    .where(eq(users.id, userId));
  return derived;
}

/**
 * Appends one change to the ledger and refreshes the member's column; call it under `lockMember`. An order
 * records each kind once (a unique index): a second grant of the same order inserts nothing and answers false.
 */
export async function appendLedger(
  tx: Executor,
  row: { userId: number; kind: LedgerEventKind; planId?: number | null; orderId?: number | null; periodEnd?: Date | null; detail?: Record<string, unknown> },
): Promise<boolean> {
  const inserted = await tx
    .insert(subscriptionLedger)
    .values({ userId: row.userId, kind: row.kind, planId: row.planId ?? null, orderId: row.orderId ?? null, periodEnd: row.periodEnd ?? null, detail: row.detail ?? {} })
    .onConflictDoNothing({ target: [subscriptionLedger.orderId, subscriptionLedger.kind], where: sql`${subscriptionLedger.orderId} is not null` })
    .returning({ id: subscriptionLedger.id });
  if (inserted.length === 0) return false;
  await refreshSubscriptionColumn(tx, row.userId);
  return true;
}

/** `months` calendar months after `from` (Jan 31 + 1 month is the last day of February). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
