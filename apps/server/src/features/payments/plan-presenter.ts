import type { HostPlan, Plan } from '@madang/contracts';
import type { plans } from '../../db/schema.ts';

type PlanRow = typeof plans.$inferSelect;

/** A plan as anyone may read it: the secret link's token stays on the server. */
export function presentPlan(row: PlanRow, sold = 0): Plan {
  return {
    id: row.id,
    kind: row.kind,
    name_ko: row.nameKo,
    name_en: row.nameEn,
    description_ko: row.descriptionKo,
    description_en: row.descriptionEn,
    price: row.price,
    period_months: row.periodMonths,
    discount_percent: row.discountPercent,
    visibility: row.visibility,
    project_id: row.projectId,
    seats: row.seats,
    seats_left: row.seats === null ? null : Math.max(0, row.seats - sold),
    starts_at: row.startsAt?.toISOString() ?? null,
  };
}

/** The console's view: with the token of a secret plan's link and how many were sold. */
export const presentHostPlan = (row: PlanRow, sold: number): HostPlan => ({ ...presentPlan(row, sold), secret_token: row.secretToken, sold });
