import { z } from 'zod';
import { idSchema, int4QuerySchema, int4Schema, isoDateTimeSchema, textSchema } from './bounds.ts';

/**
 * Subscriptions and payments (issue 16). Every amount is a whole number of won (KRW has no minor unit);
 * the server takes it from its own plan, never from the browser. Field names the payment providers use
 * (`paymentKey`, `orderId`, `amount`, `authKey`, `customerKey`) keep their spelling, since the result pages
 * pass them on from the provider's redirect as they arrive.
 */

/** `special`: the spec's special subscription, a promotional plan for a fixed period sold on its own pay page. */
export const planKinds = ['monthly', 'yearly', 'three_month', 'special', 'ranker_lecture', 'offline_course', 'secret'] as const;
export const planKindSchema = z.enum(planKinds);
export type PlanKind = z.infer<typeof planKindSchema>;

/** Kinds that are a subscription to every learning project (the others open what they name). */
export const subscriptionPlanKinds: readonly PlanKind[] = ['monthly', 'yearly', 'three_month', 'special', 'secret'];
/** Kinds that renew by themselves with a stored billing key at the end of each period. */
export const renewingPlanKinds: readonly PlanKind[] = ['monthly', 'yearly'];

/** `public`: listed on the plan pages; `hidden`: sold no more, kept for history; `secret`: only through its link. */
export const planVisibilities = ['public', 'hidden', 'secret'] as const;
export const planVisibilitySchema = z.enum(planVisibilities);
export type PlanVisibility = z.infer<typeof planVisibilitySchema>;

/** The spec's subscription value, as `myInfo.subscription` and the user-status call carry it (null: none). */
export const subscriptionValues = ['MONTHLY', 'YEARLY', 'THREE_MONTH', 'SPECIAL', 'SECRET', 'PARTNER'] as const;
export const subscriptionValueSchema = z.enum(subscriptionValues);
export type SubscriptionValue = z.infer<typeof subscriptionValueSchema>;

export const PLAN_NAME_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 2_000;
/** The most a plan may cost: ten million won, far over any plan and well inside int4. */
export const PLAN_PRICE_MAX = 10_000_000;
/** Toss refuses card payments under 100 won. */
export const PLAN_PRICE_MIN = 100;

/** A plan as anyone may read it: never its secret-link token. */
export const planSchema = z.object({
  id: z.number(),
  kind: planKindSchema,
  name_ko: z.string(),
  name_en: z.string(),
  description_ko: z.string(),
  description_en: z.string(),
  price: z.number().int(),
  /** Months one payment covers; null for a lecture or course bought once, for good. */
  period_months: z.number().int().nullable(),
  /** What the plan saves against paying monthly for the same months, e.g. 33 for the yearly banner. */
  discount_percent: z.number().int(),
  visibility: planVisibilitySchema,
  /** The learning project a ranker lecture opens; null for the others. */
  project_id: z.number().nullable(),
  /** Offline courses only: seats in all and seats not yet sold. */
  seats: z.number().int().nullable(),
  seats_left: z.number().int().nullable(),
  /** Offline courses only: when the course starts (the pay page closes then). */
  starts_at: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** `GET /api/v1/subscription/plans?kind=`; a secret plan is read only with its token. */
export const planListQuerySchema = z.object({ kind: planKindSchema.optional() });
export const SECRET_TOKEN_LENGTH = 32;
export const secretTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, { message: 'validation.payment_secret_link_invalid' });
export const secretPlanQuerySchema = z.object({ token: secretTokenSchema });

/** The console's plan form (admins). */
export const hostPlanInputSchema = z
  .object({
    kind: planKindSchema,
    name_ko: textSchema(PLAN_NAME_MAX).trim().min(1),
    name_en: textSchema(PLAN_NAME_MAX).trim().min(1),
    description_ko: textSchema(PLAN_DESCRIPTION_MAX).trim().default(''),
    description_en: textSchema(PLAN_DESCRIPTION_MAX).trim().default(''),
    price: int4Schema(PLAN_PRICE_MIN, PLAN_PRICE_MAX),
    period_months: int4Schema(1, 36).nullable(),
    discount_percent: int4Schema(0, 100).default(0),
    visibility: planVisibilitySchema,
    project_id: idSchema.nullable().default(null),
    seats: int4Schema(1, 100_000).nullable().default(null),
    starts_at: isoDateTimeSchema.nullable().default(null),
  })
  .refine((plan) => (plan.kind === 'offline_course') === (plan.seats !== null), { path: ['seats'], message: 'validation.payment_seats_offline_only' })
  .refine((plan) => (plan.kind === 'ranker_lecture') === (plan.project_id !== null), { path: ['project_id'], message: 'validation.payment_project_lecture_only' })
  .refine((plan) => (plan.kind === 'secret') === (plan.visibility === 'secret'), { path: ['visibility'], message: 'validation.payment_secret_kind_visibility' })
  .refine((plan) => (plan.kind === 'ranker_lecture' || plan.kind === 'offline_course') === (plan.period_months === null), {
    path: ['period_months'],
    message: 'validation.payment_period_required',
  });
export type HostPlanInput = z.input<typeof hostPlanInputSchema>;

/** A plan as the console shows it: with its secret link's token and whether anything was sold. */
export const hostPlanSchema = planSchema.extend({ secret_token: z.string().nullable(), sold: z.number().int() });
export type HostPlan = z.infer<typeof hostPlanSchema>;
export const planParamsSchema = z.object({ id: idSchema });

export const paymentProviders = ['local', 'toss'] as const;
export const paymentProviderSchema = z.enum(paymentProviders);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/** `POST /api/v1/payments/checkout`: the browser names a plan, never a price. */
export const checkoutRequestSchema = z.object({
  plan_id: idSchema,
  /** Required for a secret plan: the token of its link. */
  secret_token: secretTokenSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * `payment`: one charge, confirmed with the provider's `paymentKey`. `billing`: the card is registered first
 * (the provider answers `authKey` and `customerKey`), then charged now and at each renewal with the stored key.
 */
export const checkoutFlows = ['payment', 'billing'] as const;
export type CheckoutFlow = (typeof checkoutFlows)[number];

/** What the browser needs to open the provider's payment window. */
export const checkoutClientSchema = z.discriminatedUnion('provider', [
  /** The platform's own test card page: open `checkout_url`, it redirects to the result page. */
  z.object({ provider: z.literal('local'), checkout_url: z.string() }),
  /** Toss Payments' SDK: `requestPayment` (flow `payment`) or `requestBillingAuth` (flow `billing`) with these. */
  z.object({
    provider: z.literal('toss'),
    client_key: z.string(),
    customer_key: z.string(),
    order_name: z.string(),
    customer_email: z.string(),
    customer_name: z.string(),
    success_url: z.string(),
    fail_url: z.string(),
  }),
]);
export type CheckoutClient = z.infer<typeof checkoutClientSchema>;

export const checkoutAnswerSchema = z.object({
  order_id: z.string(),
  flow: z.enum(checkoutFlows),
  plan: planSchema,
  /** What will be charged: the plan's price less `credit`. */
  amount: z.number().int(),
  /** Upgrades only: the unused part of the current period, taken off (docs/payments.md). */
  credit: z.number().int(),
  /** The result pages, localised paths such as `/payment/online/success-yearly`. */
  success_path: z.string(),
  fail_path: z.string(),
  client: checkoutClientSchema,
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const ORDER_ID_PATTERN = /^mdg_[A-Za-z0-9_-]{6,60}$/;
export const orderIdSchema = z.string().regex(ORDER_ID_PATTERN, { message: 'validation.payment_order_not_found' });
const providerKeySchema = textSchema(200).regex(/^[A-Za-z0-9_\-.:]+$/, { message: 'validation.payment_confirm_invalid' });

/** `POST /api/v1/payments/confirm`, from the success page with what the provider's redirect carried. */
export const confirmRequestSchema = z.union([
  z.object({ paymentKey: providerKeySchema, orderId: orderIdSchema, amount: int4QuerySchema(0) }),
  z.object({ authKey: providerKeySchema, customerKey: providerKeySchema, orderId: orderIdSchema, amount: int4QuerySchema(0) }),
]);
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

export const orderStates = ['pending', 'confirming', 'paid', 'failed', 'cancelled', 'refunded', 'partially_refunded'] as const;
export const orderStateSchema = z.enum(orderStates);
export type OrderState = z.infer<typeof orderStateSchema>;

/** `POST /api/v1/payments/fail`, from the fail page: what the provider's redirect said, to close the order. */
export const failRequestSchema = z.object({
  orderId: orderIdSchema,
  code: textSchema(100).default(''),
  message: textSchema(500).default(''),
});

/** The state a member's subscription is in, derived from the ledger (docs/payments.md). */
export const subscriptionStates = ['none', 'active', 'expiring', 'renewing', 'cancelled'] as const;
export const subscriptionStateSchema = z.enum(subscriptionStates);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** The header's button: `guide` to /edu/online, `link` opens the partner-linking popup, `subscribed` shows none. */
export const headerButtons = ['guide', 'link', 'subscribed'] as const;
export type HeaderButton = (typeof headerButtons)[number];

/** `GET /api/v1/subscription/user-status`: the spec's two fields, then the lifecycle. */
export const userStatusSchema = z.object({
  subscription: subscriptionValueSchema.nullable(),
  /** `ozcoding` when a partner school's subscription is linked (also the `collaboration` cookie). */
  collaboration: z.string().nullable(),
  state: subscriptionStateSchema,
  plan: planSchema.nullable(),
  /** Paid through this instant; null when there is no subscription. */
  current_period_end: z.string().nullable(),
  /** `renewing` only: when the next try of the recurring charge runs, and how many failed. */
  next_charge_at: z.string().nullable(),
  failed_charges: z.number().int(),
  /** The plan the next renewal charges: the yearly plan once an upgrade is scheduled ("renewing as yearly"). */
  renews_as: planSchema.nullable(),
  /** A monthly subscriber may move to yearly now, paying the yearly price less the unused month. */
  upgradable: z.boolean(),
  header_button: z.enum(headerButtons),
  /** Ranker lectures and offline courses bought, by plan id. */
  purchases: z.array(z.object({ plan_id: z.number(), kind: planKindSchema, project_id: z.number().nullable() })),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

export const confirmAnswerSchema = z.object({
  order_id: z.string(),
  state: orderStateSchema,
  success_path: z.string(),
  status: userStatusSchema,
});
export type ConfirmAnswer = z.infer<typeof confirmAnswerSchema>;

/** The multi-select reasons of the cancellation form; `other` goes with free text. */
export const cancelReasons = ['too_expensive', 'not_enough_time', 'content_not_helpful', 'goal_reached', 'technical_problems', 'other_service', 'other'] as const;
export const cancelReasonSchema = z.enum(cancelReasons);
export type CancelReason = z.infer<typeof cancelReasonSchema>;
export const CANCEL_TEXT_MAX = 1_000;

/** `POST /api/v1/subscription/cancel`: stops renewal; the member keeps access until the period ends. */
export const cancelRequestSchema = z.object({
  reasons: z
    .array(cancelReasonSchema)
    .min(1, { message: 'validation.payment_cancel_reason_required' })
    .max(cancelReasons.length)
    .refine((list) => new Set(list).size === list.length, {
      message: 'validation.payment_cancel_reason_repeated',
    }),
  text: textSchema(CANCEL_TEXT_MAX).trim().default(''),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;

/** The ledger's kinds of change: every one a row, never updated. */
export const ledgerEventKinds = ['started', 'renewed', 'renewal_failed', 'cancelled', 'resumed', 'expired', 'upgraded', 'refunded', 'granted_by_partner'] as const;
export const ledgerEventKindSchema = z.enum(ledgerEventKinds);
export type LedgerEventKind = z.infer<typeof ledgerEventKindSchema>;

/** One row of the member's payment history (profile tab `payment-history`). */
export const historyRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'renewal', 'refund']),
  order_id: z.string(),
  plan_kind: planKindSchema,
  plan_name_ko: z.string(),
  plan_name_en: z.string(),
  /** Positive for payments and renewals, negative for refunds. */
  amount: z.number().int(),
  method: z.string(),
  at: z.string(),
  /** The receipt this row prints: `GET /api/v1/payments/receipts/{order_id}`. */
  receipt_order_id: z.string(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const historyQuerySchema = z.object({ page: int4QuerySchema(1, 10_000).default(1) });
export const HISTORY_PAGE_SIZE = 20;
export const historyAnswerSchema = z.object({ rows: z.array(historyRowSchema), total: z.number().int(), page_size: z.number().int() });

/** A receipt: what was bought, for how much (VAT included, Korea's 10%), how it was paid and refunded. */
export const receiptSchema = z.object({
  order_id: z.string(),
  seller: z.object({ name: z.string(), url: z.string() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  plan_kind: planKindSchema,
  item_ko: z.string(),
  item_en: z.string(),
  amount: z.number().int(),
  supply_amount: z.number().int(),
  vat: z.number().int(),
  method: z.string(),
  /** The card's issuer and masked number as the provider gave them; never a full number. */
  card: z.string().nullable(),
  approved_at: z.string(),
  refunds: z.array(z.object({ amount: z.number().int(), at: z.string(), reason: z.string() })),
  /** The provider's own receipt page, when it has one. */
  provider_receipt_url: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptParamsSchema = z.object({ orderId: orderIdSchema });

/** The console's payment list (admins): filters from the query string. */
export const hostPaymentFilterSchema = z.object({
  state: orderStateSchema.optional(),
  kind: planKindSchema.optional(),
  /** An e-mail, nickname or order id, matched as a substring. */
  q: textSchema(100).trim().optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  page: int4QuerySchema(1, 10_000).default(1),
});
export type HostPaymentFilter = z.input<typeof hostPaymentFilterSchema>;
export const HOST_PAYMENT_PAGE_SIZE = 50;

export const hostPaymentSchema = z.object({
  order_id: z.string(),
  state: orderStateSchema,
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  plan: z.object({ id: z.number(), kind: planKindSchema, name_ko: z.string(), name_en: z.string() }),
  amount: z.number().int(),
  refunded: z.number().int(),
  method: z.string().nullable(),
  provider: paymentProviderSchema,
  renewal: z.boolean(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
});
export type HostPayment = z.infer<typeof hostPaymentSchema>;
export const hostPaymentListSchema = z.object({ rows: z.array(hostPaymentSchema), total: z.number().int(), page_size: z.number().int() });

/** `POST /api/v1/host/payments/{orderId}/refund`: the whole rest by default, or part of it. */
export const refundRequestSchema = z.object({
  amount: int4Schema(1, PLAN_PRICE_MAX).optional(),
  reason: textSchema(200).trim().min(1),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** `POST /api/v1/subscription/grant-oz-subs`: a partner school's subscription, for the verified phone. */
export const grantPartnerRequestSchema = z.object({ from: z.literal('oz'), phone: textSchema(20).regex(/^[0-9+\- ]{8,20}$/, { message: 'validation.phone' }) });
export type GrantPartnerRequest = z.input<typeof grantPartnerRequestSchema>;

export { COLLABORATION_COOKIE, COLLABORATION_COOKIE_MAX_AGE_SECONDS } from './collaboration.ts';

/** `POST /api/v1/host/partners` and `PUT .../{id}`: a partner school and the subscription its enrolled students get. */
export const partnerInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{2,30}$/, { message: 'validation.partner_code' }),
  name_ko: textSchema(60).trim().min(1),
  name_en: textSchema(60).trim().min(1),
  period_days: int4Schema(1, 3660),
  active: z.boolean().default(true),
});
export type PartnerInput = z.input<typeof partnerInputSchema>;
export const partnerSchema = z.object({
  id: idSchema,
  code: z.string(),
  name_ko: z.string(),
  name_en: z.string(),
  period_days: z.number().int(),
  active: z.boolean(),
  phones: z.number().int(),
  linked: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnerParamsSchema = z.object({ id: idSchema });
export const partnerPhoneParamsSchema = z.object({ id: idSchema, phoneId: idSchema });

/** A roster phone, and the member who linked it. */
export const partnerPhoneSchema = z.object({
  id: idSchema,
  phone: z.string(),
  linked_user_id: z.number().int().nullable(),
  linked_user_name: z.string().nullable(),
  linked_at: z.string().nullable(),
});
export type PartnerPhone = z.infer<typeof partnerPhoneSchema>;

/** Pasted text or an uploaded CSV: one number per line (the first column); bad lines come back by number. */
export const partnerPhonesInputSchema = z.object({ text: z.string().max(500_000) });
export const partnerPhonesResultSchema = z.object({
  added: z.number().int(),
  duplicates: z.number().int(),
  problems: z.array(z.object({ line: z.number().int(), text: z.string() })),
});
export type PartnerPhonesResult = z.infer<typeof partnerPhonesResultSchema>;

/**
 * The spec's result pages for each kind of plan (each has a success and a fail page). The server puts them in
 * the checkout answer; the web app mounts them.
 */
export const paymentResultPaths: Record<PlanKind, { success: string; fail: string; pay: string }> = {
  monthly: { success: '/payment/online/success', fail: '/payment/online/fail', pay: '/edu/online/pay' },
  yearly: { success: '/payment/online/success-yearly', fail: '/payment/online/fail', pay: '/edu/online/pay-yearly' },
  secret: { success: '/payment/online/success-secret', fail: '/payment/online/fail', pay: '/edu/online/secret' },
  three_month: { success: '/payment/3months/success', fail: '/payment/3months/fail', pay: '/payment/3months/pay' },
  special: { success: '/payment/special-subscription/success', fail: '/payment/special-subscription/fail', pay: '/payment/special-subscription/pay' },
  ranker_lecture: { success: '/payment/rankerLecture/success', fail: '/payment/rankerLecture/fail', pay: '/payment/rankerLecture/pay' },
  offline_course: { success: '/payment/success', fail: '/payment/fail', pay: '/edu/offline/pay' },
};
