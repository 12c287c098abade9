import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Plan, PlanKind } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { paymentOrders, plans } from '../../db/schema.ts';
import { planNotFound } from './errors.ts';
import { presentPlan } from './plan-presenter.ts';

/** Paid orders per plan, for seats left (offline courses) and the console's sold count. */
export async function soldByPlan(db: Executor, planIds: number[]): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: paymentOrders.planId, n: count() })
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.planId, planIds), inArray(paymentOrders.state, ['paid', 'partially_refunded'])))
    .groupBy(paymentOrders.planId);
  return new Map(rows.map((row) => [row.planId, row.n]));
}

/** The plans on sale (public ones), cheapest first within a kind. */
export async function listPublicPlans(db: Executor, options: { kind?: PlanKind }): Promise<Plan[]> {
  const conditions: SQL[] = [eq(plans.visibility, 'public')];
  if (options.kind) conditions.push(eq(plans.kind, options.kind));
  const rows = await db
    .select()
    .from(plans)
    .where(and(...conditions))
    .orderBy(asc(plans.kind), asc(plans.price), asc(plans.id));
  const sold = await soldByPlan(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentPlan(row, sold.get(row.id) ?? 0));
}

/** The secret plan its link names; any other token answers as no plan. */
export async function findSecretPlan(db: Executor, token: string): Promise<Plan> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.secretToken, token), eq(plans.visibility, 'secret')));
  if (!row) throw planNotFound();
  return presentPlan(row);
}
