import type { APIRequestContext, Page } from '@playwright/test';
import type { HostPlan, HostPlanInput } from '@madang/contracts';
import { demoSubscribersProject } from '../learning/demo-content.ts';
import { expect } from '../fixtures.ts';

/** The local provider's test cards (apps/server/src/features/payments/local-provider.ts). */
export const APPROVED_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/** What the journey reads and clicks, in the page's language. */
export interface SubscriptionTexts {
  prefix: '' | '/en';
  lang: 'ko' | 'en';
  discount: string;
  subscribe: string;
  total: (amount: number) => string;
  success: string;
  failed: string;
  nothingCharged: string;
  start: string;
  subscriptionNeeded: string;
  active: string;
  expiring: string;
  cancel: string;
  reasons: [string, string];
  confirmCancel: string;
  resume: string;
  receipt: string;
  receiptTitle: string;
  print: string;
  upgrade: string;
  credit: string;
}

const PLANS: HostPlanInput[] = [
  { kind: 'monthly', name_ko: '월간 구독', name_en: 'Monthly', price: 9900, period_months: 1, discount_percent: 0, visibility: 'public' },
  { kind: 'yearly', name_ko: '연간 구독', name_en: 'Yearly', price: 79_000, period_months: 12, discount_percent: 33, visibility: 'public' },
];

/**
 * The plans every journey buys from: an admin makes them through the console's API once per server (the journeys
 * of one run share it), and the monthly and yearly ones are found again by kind after that.
 */
export async function ensurePlans(request: APIRequestContext): Promise<Record<'monthly' | 'yearly', HostPlan>> {
  expect((await request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  const list = async () => ((await (await request.get('/api/v1/host/plans')).json()) as { data: HostPlan[] }).data;
  let plans = await list();
  for (const input of PLANS) {
    if (plans.some((plan) => plan.kind === input.kind && plan.visibility === 'public')) continue;
    const created = await request.post('/api/v1/host/plans', { data: input });
    expect(created.ok(), await created.text()).toBe(true);
  }
  plans = await list();
  await request.post('/api/login/logout');
  const find = (kind: 'monthly' | 'yearly') => plans.find((plan) => plan.kind === kind && plan.visibility === 'public')!;
  return { monthly: find('monthly'), yearly: find('yearly') };
}

/** Pays on the local provider's test card page with `card`; it sends the browser back to a result page. */
export async function payWithCard(page: Page, card: string) {
  await expect(page).toHaveURL(/\/api\/v1\/payments\/local\//);
  await page.getByLabel(/카드 번호|Card number/).fill(card);
  await page.getByRole('button', { name: /결제|Pay/ }).click();
}

/** Opens the demo's project for subscribers and starts it: its first stage opens, or the popup asks for a subscription. */
async function startSubscribersProject(page: Page, t: SubscriptionTexts) {
  await page.goto(`${t.prefix}/edu`);
  await page.getByTestId('edu-project-card').filter({ hasText: demoSubscribersProject.title[t.lang] }).first().getByRole('link').first().click();
  await page.getByRole('link', { name: t.start }).click();
}

/**
 * A new member chooses the yearly plan, pays it with the local provider's approved card and lands on the success
 * page; the project for subscribers opens; they cancel with two reasons and see "expiring", resume, and find the
 * payment's receipt in their payment history — in one language.
 */
export async function subscribeYearly(page: Page, t: SubscriptionTexts, yearly: HostPlan) {
  await page.goto(`${t.prefix}/edu/online`);
  const card = page.getByTestId('plan-yearly').filter({ hasText: yearly[t.lang === 'en' ? 'name_en' : 'name_ko'] });
  await expect(card).toContainText(t.discount);
  await card.getByRole('link', { name: t.subscribe }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/edu/online/pay-yearly\\?plan=${yearly.id}$`));

  // The order is the server's: its total is the plan's price, and the button locks on the first press.
  await expect(page.getByTestId('order-total')).toHaveText(t.total(yearly.price));
  const pay = page.getByTestId('pay-button');
  await pay.click();
  await payWithCard(page, APPROVED_CARD);

  await expect(page).toHaveURL(new RegExp(`${t.prefix}/payment/online/success-yearly\\?`));
  await expect(page.getByTestId('payment-success')).toContainText(t.success);

  // Every learning project is open now, the one for subscribers too.
  await startSubscribersProject(page, t);
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/edu/\\d+/1$`));
  await expect(page.getByTestId('subscription-needed')).toHaveCount(0);

  // Payment history: cancel with two reasons, see "expiring", resume.
  const me = (await (await page.request.get('/api/myinfo')).json()) as { data: { id: number }[] };
  await page.goto(`${t.prefix}/myprofile/${me.data[0]!.id}/payment-history`);
  const panel = page.getByTestId('subscription-panel');
  await expect(panel.getByTestId('subscription-state')).toHaveText(t.active);
  await panel.getByRole('button', { name: t.cancel }).click();
  const dialog = page.getByTestId('cancel-dialog');
  const confirm = dialog.getByRole('button', { name: t.confirmCancel });
  await expect(confirm).toBeDisabled();
  for (const reason of t.reasons) await dialog.getByLabel(reason).check();
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId('subscription-state')).toHaveText(t.expiring);
  await panel.getByRole('button', { name: t.resume }).click();
  await expect(panel.getByTestId('subscription-state')).toHaveText(t.active);

  // The receipt of the payment, from the history.
  const row = page.getByTestId('history-row').filter({ hasText: yearly[t.lang === 'en' ? 'name_en' : 'name_ko'] });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: t.receipt }).click();
  await expect(page.getByTestId('receipt')).toContainText(t.receiptTitle);
  await expect(page.getByTestId('receipt-total')).toHaveText(t.total(yearly.price));
  // On paper the receipt is one A4 sheet without the page's buttons.
  const print = page.getByRole('button', { name: t.print });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });
}

/** A new member's card is declined: the fail page says so, and nothing was granted (the project still asks for a subscription). */
export async function failToSubscribe(page: Page, t: SubscriptionTexts, monthly: HostPlan) {
  await page.goto(`${t.prefix}/edu/online/pay?plan=${monthly.id}`);
  await expect(page.getByTestId('order-total')).toHaveText(t.total(monthly.price));
  await page.getByTestId('pay-button').click();
  await payWithCard(page, DECLINED_CARD);
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/payment/online/fail\\?`));
  await expect(page.getByTestId('payment-fail')).toContainText(t.failed);
  await expect(page.getByTestId('payment-fail')).toContainText(t.nothingCharged);
  const status = (await (await page.request.get('/api/v1/subscription/user-status')).json()) as { data: { state: string; subscription: string | null } };
  expect(status.data).toMatchObject({ state: 'none', subscription: null });
  await startSubscribersProject(page, t);
  await expect(page.getByTestId('subscription-needed')).toContainText(t.subscriptionNeeded);
}

/** A monthly subscriber switches to yearly: the yearly price less the unused month, as the server works it out. */
export async function upgradeToYearly(page: Page, t: SubscriptionTexts, plans: Record<'monthly' | 'yearly', HostPlan>) {
  await page.goto(`${t.prefix}/edu/online/pay?plan=${plans.monthly.id}`);
  await page.getByTestId('pay-button').click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page.getByTestId('payment-success')).toContainText(t.success);
  await page.goto(`${t.prefix}/edu/online`);
  await page.getByTestId('subscription-panel').getByRole('link', { name: t.upgrade }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/edu/online/pay-yearly$`));
  const summary = page.getByTestId('order-summary');
  await expect(summary).toContainText(t.credit);
  await expect(page.getByTestId('order-total')).not.toHaveText(t.total(plans.yearly.price));
  await page.getByTestId('pay-button').click();
  await payWithCard(page, APPROVED_CARD);
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/payment/online/success-yearly\\?`));
  // The success page confirms the payment; leaving before it says so would abort the confirm.
  await expect(page.getByTestId('payment-success')).toContainText(t.success);
  await page.goto(`${t.prefix}/edu/online`);
  await expect(page.getByTestId('subscription-panel')).toContainText(plans.yearly[t.lang === 'en' ? 'name_en' : 'name_ko']);
  await expect(page.getByTestId('subscription-panel').getByRole('link', { name: t.upgrade })).toHaveCount(0);
}
