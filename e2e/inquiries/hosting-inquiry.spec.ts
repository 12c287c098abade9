import { expect, latestMailTo, test } from '../fixtures.ts';

/**
 * A visitor (no account, English) follows the footer's "Host a competition" to the private form, is
 * told what to fix, sends it and is thanked; the admin is mailed, finds it in the console (Korean)
 * and marks it handled. Nothing of it appears on the public forum.
 */
test('a visitor sends a hosting inquiry from the footer; an admin sees it in the console and marks it handled', async ({ page, browser, baseURL }) => {
  const organization = `Inquiry Labs ${Date.now().toString(36)}`;
  const visitorContext = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/en');
  // The home banner of the same name leads to the form too, not to a coming-soon page.
  await expect(visitor.getByRole('main').getByRole('link', { name: /^Host a competition/ })).toHaveAttribute('href', '/en/sponsorship');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Host a competition' }).click();
  await expect(visitor).toHaveURL(/\/en\/sponsorship$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Host a competition on Madang' })).toBeVisible();

  const form = visitor.getByRole('form', { name: 'Host a competition on Madang' });
  await form.getByLabel('Organisation').fill(organization);
  await form.getByLabel('Your name').fill('Jane Doe');
  await form.getByLabel('E-mail').fill('jane.at.example.org');
  await form.getByLabel('What would you like to run?').selectOption('hackathon');
  await form.getByLabel('Message').fill('A weekend hackathon on public transport data for 200 students.');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  // The refusal names the field and puts the cursor in it.
  await expect(form.getByText('Please check the highlighted fields.')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await form.getByLabel('E-mail').fill('jane@example.org');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(visitor.getByTestId('inquiry-sent')).toContainText('The Madang team will reply to jane@example.org.');
  await visitorContext.close();

  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  const mail = await latestMailTo(page, 'admin@madang.dev');
  expect(mail.subject).toBe(`[마당] 대회 개최 문의: ${organization}`);

  await page.goto('/host');
  await page.getByRole('navigation', { name: '호스트 콘솔 메뉴' }).getByRole('link', { name: '개최 문의' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '대회 개최 문의' })).toBeVisible();
  const row = page.getByTestId('inquiry-row').filter({ hasText: organization });
  await expect(row).toContainText('Jane Doe');
  await expect(row).toContainText('jane@example.org');
  await expect(row).toContainText('해커톤');
  await expect(row).toContainText('미처리');
  await row.getByRole('button', { name: '처리 완료로 표시' }).click();
  await expect(row).toContainText('처리됨');
  await expect(row.getByRole('button', { name: '다시 열기' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('inquiry-row').filter({ hasText: organization })).toContainText('처리됨');
});
