import type { HostPlan, HostPlanInput, PlanKind, PlanVisibility } from '@madang/contracts';
import { fromLocalInput, toLocalInput } from '../../../lib/format/kst-input.ts';

/** The plan form's fields as the inputs hold them (text), before they become the console's plan input. */
export interface PlanDraft {
  kind: PlanKind;
  name_ko: string;
  name_en: string;
  description_ko: string;
  description_en: string;
  price: string;
  period_months: string;
  discount_percent: string;
  visibility: PlanVisibility;
  project_id: string;
  seats: string;
  /** `datetime-local` text in Korean time, as the console's other schedules. */
  starts_at: string;
}

/** The months a kind of plan covers when it is new: a lecture and a course are bought once, for good. */
const DEFAULT_MONTHS: Record<PlanKind, string> = { monthly: '1', yearly: '12', three_month: '3', special: '6', secret: '1', ranker_lecture: '', offline_course: '' };

export const emptyDraft = (kind: PlanKind = 'monthly'): PlanDraft => ({
  kind,
  name_ko: '',
  name_en: '',
  description_ko: '',
  description_en: '',
  price: '',
  period_months: DEFAULT_MONTHS[kind],
  discount_percent: '0',
  visibility: kind === 'secret' ? 'secret' : 'public',
  project_id: '',
  seats: '',
  starts_at: '',
});

export function draftOf(plan: HostPlan): PlanDraft {
  return {
    kind: plan.kind,
    name_ko: plan.name_ko,
    name_en: plan.name_en,
    description_ko: plan.description_ko,
    description_en: plan.description_en,
    price: String(plan.price),
    period_months: plan.period_months === null ? '' : String(plan.period_months),
    discount_percent: String(plan.discount_percent),
    visibility: plan.visibility,
    project_id: plan.project_id === null ? '' : String(plan.project_id),
    seats: plan.seats === null ? '' : String(plan.seats),
    starts_at: toLocalInput(plan.starts_at),
  };
}

/** Blank is null; anything else goes as a number (or as typed, so the server names the field it refuses). */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The draft as the server takes it; the server's schema checks every rule and names the fields it refuses. */
export function inputOf(draft: PlanDraft): HostPlanInput {
  return {
    kind: draft.kind,
    name_ko: draft.name_ko,
    name_en: draft.name_en,
    description_ko: draft.description_ko,
    description_en: draft.description_en,
    price: numberOrNull(draft.price) ?? 0,
    period_months: numberOrNull(draft.period_months),
    discount_percent: numberOrNull(draft.discount_percent) ?? 0,
    visibility: draft.visibility,
    project_id: numberOrNull(draft.project_id),
    seats: numberOrNull(draft.seats),
    starts_at: fromLocalInput(draft.starts_at),
  };
}
