import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type HostPlanInput, hostPlanInputSchema, SECRET_TOKEN_LENGTH } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';

type PlanRow = typeof plans.$inferSelect;

const valuesOf = (input: HostPlanInput) => {
  const plan = hostPlanInputSchema.parse(input);
  return {
    kind: plan.kind,
    nameKo: plan.name_ko,
    nameEn: plan.name_en,
    descriptionKo: plan.description_ko,
    descriptionEn: plan.description_en,
    price: plan.price,
    periodMonths: plan.period_months,
    discountPercent: plan.discount_percent,
    visibility: plan.visibility,
    projectId: plan.project_id,
    seats: plan.seats,
    startsAt: plan.starts_at ? new Date(plan.starts_at) : null,
  };
};

/** A new plan (the console, the demo seed); a secret plan gets the random token of its link. */
export async function createPlan(db: Executor, input: HostPlanInput): Promise<PlanRow> {
  const values = valuesOf(input);
  const secretToken = values.visibility === 'secret' ? randomBytes(24).toString('base64url').slice(0, SECRET_TOKEN_LENGTH) : null;
  const [row] = await db
    .insert(plans)
    .values({ ...values, secretToken })
    .returning();
  return row!;
}

/**
 * Edits a plan. Orders keep the amount they were opened at, so a new price applies to new checkouts only;
 * a secret plan keeps its link's token, and one made public loses it.
 */
export async function updatePlan(db: Executor, options: { id: number; input: HostPlanInput }): Promise<PlanRow | undefined> {
  const values = valuesOf(options.input);
  const [row] = await db
    .update(plans)
    .set({
      ...values,
      secretToken: values.visibility === 'secret' ? sql`coalesce(${plans.secretToken}, ${randomBytes(24).toString('base64url').slice(0, SECRET_TOKEN_LENGTH)})` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(plans.id, options.id))
    .returning();
  return row;
}
