import { expect, test } from '../fixtures.ts';

const widthOf = async (locator: import('@playwright/test').Locator) => (await locator.boundingBox())!.width;

test('the demo subscriber reads the payment method in English and sees the plan they hold as a label, not a bar across its card', async ({ page }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'subscriber@madang.dev', password: 'madang-subscriber' } })).ok()).toBe(true);
  const me = (await (await page.request.get('/api/myinfo')).json()) as { data: { id: number }[] };

  await page.goto(`/en/myprofile/${me.data[0]!.id}/payment-history`);
  const row = page.getByTestId('history-row').first();
  await expect(row).toContainText('Card');
  await expect(row).not.toContainText('카드');
  await row.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByTestId('receipt')).toContainText('Card');
  await expect(page.getByTestId('receipt')).not.toContainText('카드');
  // The sheet takes its width on a desktop (the full-screen layout had shrunk it to its text): the order number is one line, as the item's name is.
  const values = page.getByTestId('receipt').getByRole('definition');
  const heightOf = async (index: number) => (await values.nth(index).boundingBox())!.height;
  expect(await heightOf(0)).toBe(await heightOf(3));

  await page.goto('/en/edu/online');
  const card = page.getByTestId('plan-monthly');
  const current = card.getByText('Your plan', { exact: true });
  await expect(current).toBeVisible();
  expect(await widthOf(current)).toBeLessThan((await widthOf(card)) / 2);
});

test('a plan that is not on sale offers the way back as a button of its own size', async ({ page }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } })).ok()).toBe(true);
  // A secret plan's page without its link sells nothing.
  await page.goto('/en/edu/online/secret');
  const notice = page.getByRole('alert').filter({ hasText: 'This item is not on sale now.' });
  const back = notice.getByRole('link', { name: 'Back to the plans' });
  await expect(back).toBeVisible();
  expect(await widthOf(back)).toBeLessThan((await widthOf(notice)) / 2);
});

test.describe('an order that is not there', () => {
  test.use({ allowFailures: [/^404 \/api\/v1\/payments\/receipts\//] });

  test('a receipt of an order that does not exist says so without offering to try again', async ({ page }) => {
    expect((await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } })).ok()).toBe(true);
    await page.goto('/en/payment/receipt/mdg_nosuchorder000000000');
    await expect(page.getByText('There is no such order.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});
