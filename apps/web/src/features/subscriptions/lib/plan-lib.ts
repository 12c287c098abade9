import { confirmRequestSchema, paymentResultPaths, type ConfirmRequest, type Plan, type PlanKind } from '@madang/contracts';

/** A plan's name in the page language. */
export const planName = (plan: Pick<Plan, 'name_ko' | 'name_en'>, locale: string): string => (locale === 'en' ? plan.name_en : plan.name_ko);

export const planDescription = (plan: Pick<Plan, 'description_ko' | 'description_en'>, locale: string): string => (locale === 'en' ? plan.description_en : plan.description_ko);

/** An amount the server gave, in won, as a reader of the page's language writes it: "9,900원", "₩9,900". */
export function formatPrice(amount: number, locale: string): string {
  if (locale === 'en') return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'KRW' }).format(amount);
  return `${new Intl.NumberFormat('ko-KR').format(amount)}원`;
}

/** The provider's payment methods (Toss names them in Korean) and their catalog keys under `pay.method`. */
const PROVIDER_METHODS: Readonly<Record<string, string>> = {
  카드: 'card',
  가상계좌: 'virtualAccount',
  간편결제: 'easyPay',
  휴대폰: 'mobilePhone',
  계좌이체: 'transfer',
  문화상품권: 'giftCertificate',
  도서문화상품권: 'bookGiftCertificate',
  게임문화상품권: 'gameGiftCertificate',
};

/** How a payment was made, in the page's language: the provider's known methods are translated, anything else is shown as given. */
export function paymentMethodLabel(method: string, t: (key: string) => string): string {
  const key = PROVIDER_METHODS[method];
  return key ? t(`pay.method.${key}`) : method;
}

const PAY_KINDS = Object.entries(paymentResultPaths) as [PlanKind, { success: string; fail: string; pay: string }][];

/** The kind of plan a pay page sells, from its address without the language prefix (`/edu/online/pay-yearly` → yearly). */
export function payKindOf(path: string): PlanKind | null {
  return PAY_KINDS.find(([, paths]) => paths.pay === path)?.[0] ?? null;
}

/** The spec's plan page a kind of plan is chosen on. */
export function choosePathOf(kind: PlanKind): string {
  if (kind === 'offline_course') return '/edu/offline';
  if (kind === 'ranker_lecture') return '/edu';
  return '/edu/online';
}

/**
 * The plan a pay page sells: the one its address names (`?plan=`), else the only public plan of its kind.
 * A named plan of another kind is refused, so a monthly pay page never sells a course by a tampered address.
 */
export function pickPlan(plans: readonly Plan[], kind: PlanKind, planId: number | null): Plan | null {
  const ofKind = plans.filter((plan) => plan.kind === kind);
  if (planId !== null) return ofKind.find((plan) => plan.id === planId) ?? null;
  return ofKind.length === 1 ? ofKind[0]! : null;
}

/** The secret link's parameter on `/edu/online/secret` (the console prints links with it). */
export const SECRET_LINK_PARAM = 'link';

/** `?plan=12` as a number, or null when absent or not a positive whole number. */
export function planIdOf(search: URLSearchParams): number | null {
  const raw = search.get('plan');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * What the provider's redirect to a success page carried, as the confirm call takes it; null when the address
 * lacks it or holds anything malformed (the page then says so instead of confirming).
 */
export function readConfirmQuery(search: URLSearchParams): ConfirmRequest | null {
  const fields = Object.fromEntries(
    ['paymentKey', 'authKey', 'customerKey', 'orderId', 'amount'].flatMap((name) => {
      const value = search.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const parsed = confirmRequestSchema.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/** Plans shown side by side on `/edu/online`, in the order a reader compares them. */
const SUBSCRIPTION_ORDER: readonly PlanKind[] = ['monthly', 'three_month', 'yearly'];

export function subscriptionPlansInOrder(plans: readonly Plan[]): Plan[] {
  return plans
    .filter((plan) => plan.visibility === 'public' && SUBSCRIPTION_ORDER.includes(plan.kind))
    .sort((a, b) => SUBSCRIPTION_ORDER.indexOf(a.kind) - SUBSCRIPTION_ORDER.indexOf(b.kind) || a.price - b.price);
}

/** The kind of plan a result page reports on, from its address (several kinds share `/payment/online/fail`; any of them leads back to the same plans). */
export function resultKindOf(path: string): PlanKind | null {
  return PAY_KINDS.find(([, paths]) => paths.success === path || paths.fail === path)?.[0] ?? null;
}
