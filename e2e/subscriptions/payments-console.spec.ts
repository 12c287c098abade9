import { expect, signUpFreshMember, test } from '../fixtures.ts';
import { APPROVED_CARD, payWithCard } from './subscription-journey.ts';

// The too-cheap price and the unknown secret link are refused on purpose.
test.use({ allowFailures: [/^(400 \/api\/v1\/host\/plans|404 \/api\/v1\/subscription\/plans\/secret)$/] });

/**
 * An admin adds a 3-month plan in the console; a new member buys it (a one-off payment, not a card registration)
 * and lands on its own success page; the admin finds the payment by the member's address, exports the filtered
 * list as CSV, refunds part of it and then the rest, and the member's receipt shows the refunds.
 */
test('an admin sells a new 3-month plan, finds its payment with the filters, exports it as CSV and refunds it in two parts', async ({ page, browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const name = { ko: `석 달 ${stamp}`, en: `Three months ${stamp}` };

  // The admin's new plan, through the console's form.
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  await page.goto('/en/host/plans');
  await page.getByRole('button', { name: 'New plan' }).click();
  const form = page.getByRole('form', { name: 'New plan' });
  await form.getByLabel('Kind').selectOption('three_month');
  await expect(form.getByLabel('Period (months)')).toHaveValue('3');
  await form.getByLabel('Name (Korean)').fill(name.ko);
  await form.getByLabel('Name (English)').fill(name.en);
  // A price under Toss's 100-won floor is refused with the field named, in English.
  await form.getByLabel('Price (KRW)').fill('50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await form.getByLabel('Price (KRW)').fill('27000');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('host-plan-row').filter({ hasText: name.en });
  await expect(row).toContainText('₩27,000');

  // A new member buys it from its pay page.
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  const { email } = await signUpFreshMember(member, 'console');
  const plans = (await (await member.request.get('/api/v1/subscription/plans?kind=three_month')).json()) as { data: { id: number; name_en: string }[] };
  const plan = plans.data.find((p) => p.name_en === name.en)!;
  await member.goto(`/payment/3months/pay?plan=${plan.id}`);
  await expect(member.getByTestId('order-total')).toHaveText('27,000원');
  await member.getByTestId('pay-button').click();
  await payWithCard(member, APPROVED_CARD);
  await expect(member).toHaveURL(/\/payment\/3months\/success\?/);
  await expect(member.getByTestId('payment-success')).toContainText('결제가 완료되었습니다');

  // The admin finds it by the member's address, exports the same list and refunds it in two parts.
  await page.goto('/en/host/payments');
  await page.getByLabel('E-mail, nickname or order number').fill(email);
  await page.getByLabel('State').selectOption('paid');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/state=paid/);
  const payment = page.getByTestId('host-payment-row');
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText(name.en);
  const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(csvHref).toContain(`q=${encodeURIComponent(email)}`);
  const csv = await (await page.request.get(csvHref!)).text();
  expect(csv).toContain(email);
  expect(csv.trim().split('\n')).toHaveLength(2);

  await payment.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog).toContainText('₩27,000');
  await dialog.getByLabel('Amount to refund (KRW)').fill('7000');
  await dialog.getByLabel('Reason').fill('Partial refund');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toHaveCount(0);
  // The list still filters on "paid": the partly refunded payment shows under its own state.
  await page.getByLabel('State').selectOption('partially_refunded');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(payment).toContainText('Partly refunded');
  await payment.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toContainText('₩20,000');
  await dialog.getByLabel('Reason').fill('The rest');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByLabel('State').selectOption('refunded');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(payment).toContainText('Refunded');
  await expect(payment.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // The member's history lists the refunds, and the receipt shows them.
  const me = (await (await member.request.get('/api/myinfo')).json()) as { data: { id: number }[] };
  await member.goto(`/myprofile/${me.data[0]!.id}/payment-history`);
  await expect(member.getByTestId('history-row').filter({ hasText: '환불' })).toHaveCount(2);
  await member.getByTestId('history-row').filter({ hasText: '결제' }).first().getByRole('link', { name: '영수증' }).click();
  await expect(member.getByTestId('receipt')).toContainText('Partial refund');
  await expect(member.getByTestId('receipt')).toContainText('The rest');
  await memberContext.close();
});

/**
 * A secret plan is sold only through its link: the console prints it, and a member who opens it stays logged in
 * (a `?token=` link would be taken for a session by the landing query and log them out) and sees its order.
 */
test('a member opens a secret plan through the link the console prints, and sees its order', async ({ page, browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  const input = { kind: 'secret', name_ko: `비밀 ${stamp}`, name_en: `Secret ${stamp}`, price: 5000, period_months: 1, discount_percent: 50, visibility: 'secret' };
  expect((await page.request.post('/api/v1/host/plans', { data: input })).ok()).toBe(true);
  await page.goto('/en/host/plans');
  const link = await page.getByTestId('host-plan-row').filter({ hasText: input.name_en }).locator('code').textContent();
  expect(link).toMatch(/\/edu\/online\/secret\?link=[A-Za-z0-9_-]{32}$/);

  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await signUpFreshMember(member, 'secret');
  await member.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(member.getByTestId('plan-secret')).toContainText(input.name_ko);
  await expect(member.getByTestId('order-total')).toHaveText('5,000원');
  // A link whose token names no plan says so.
  await member.goto('/edu/online/secret?link=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(member.getByRole('alert')).toBeVisible();
  await memberContext.close();
});
