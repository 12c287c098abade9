import { baseURL } from '../playwright.config.ts';
import { expect, test } from '../fixtures.ts';

/**
 * The terms and privacy popups load their documents through signed links. The site is opened here at
 * 127.0.0.1 while its PUBLIC_URL says localhost: the links are the platform's own paths, so the page's
 * security policy (its own origin only) lets them load wherever the site is reached.
 */
test('the terms and privacy popups open at an address other than PUBLIC_URL, in both languages', async ({ page }) => {
  const otherAddress = baseURL.replace('localhost', '127.0.0.1');
  await page.goto(`${otherAddress}/`);
  await page.getByRole('contentinfo').getByRole('button', { name: '이용약관' }).click();
  await expect(page.getByTestId('policy-terms')).toContainText('마당 이용약관');
  await page.getByTestId('policy-terms').getByRole('button', { name: '닫기' }).click();

  await page.goto(`${otherAddress}/en`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy policy' }).click();
  await expect(page.getByTestId('policy-privacy')).not.toContainText('could not');
  await expect(page.getByTestId('policy-privacy').getByRole('heading').first()).toBeVisible();
});
