import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { textLines } from '../layout/measure.ts';

const COMPETITION = '/competitions/official/housing-price-2025';
const PHONE_WIDTH = 375;

async function expectWithinScreen(link: Locator) {
  const box = await link.boundingBox();
  expect(box, 'the active tab is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH);
}

/**
 * On a phone a competition's inner tabs start with their content: the header folds to the title and the
 * action, and the tab strip keeps the active tab in view (a profile's too).
 */
test('a phone shows an inner tab under a folded header with the active tab in view', async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } })).ok()).toBe(true);

  await page.goto(COMPETITION);
  const summary = page.locator('main').getByText('주택 특성으로 실거래가를 예측하세요');
  await expect(summary).toBeVisible();

  await page.goto(`${COMPETITION}/mysubmission`);
  const tabs = page.getByRole('navigation', { name: '대회 메뉴' });
  const active = tabs.getByRole('link', { name: '제출', exact: true });
  await expect(active).toHaveClass(/active/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(summary).toBeHidden();
  await expectWithinScreen(active);
  // The submission list starts within the first two screens, not below a full-height card.
  const list = page.getByTestId('submission-table');
  await expect(list).toBeVisible();

  const profileHome = await page.evaluate(async () => {
    const body = (await (await fetch('/api/myinfo')).json()) as { data: { id: number }[] };
    return `/myprofile/${body.data[0]!.id}`;
  });
  await page.goto(`${profileHome}/certificate`);
  const profileTab = page.getByRole('navigation', { name: '프로필 메뉴' }).getByRole('link', { name: '결과 증명서' });
  await expect(profileTab).toHaveAttribute('aria-current', 'page');
  await expectWithinScreen(profileTab);
  // The certificate's medal keeps its label on one line, inside its own pill, beside the download button.
  const label = page.getByRole('main').getByText('금메달', { exact: true });
  const medal = { lines: await textLines(label), spill: await label.evaluate((element) => element.scrollWidth - element.clientWidth) };
  expect(medal).toEqual({ lines: 1, spill: 0 });
});
