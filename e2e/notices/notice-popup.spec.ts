import { expect, test } from '../fixtures.ts';

/**
 * The demo admin sets a notice to open as a popup on the home page; a visitor sees it, reads it,
 * and after "don't show again today" no longer meets it, while the English home page still shows
 * it in English to a new visitor. The notice is deleted at the end, so later journeys meet no popup.
 */
test('an admin opens a notice as a home-page popup; a visitor can hide it for the day', async ({ page, browser }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  const stamp = Date.now().toString(36);
  const title = `서버 점검 안내 ${stamp}`;
  let noticeId: number | undefined;
  try {
    await page.goto('/host/notices/new');
    await page.getByLabel('제목').fill(title);
    await page.getByLabel('본문 (마크다운)').fill('## 점검\n**토요일 02시**부터 한 시간 동안 제출이 멈춥니다.');
    await page.getByRole('tab', { name: '영어' }).click();
    await page.getByLabel('제목').fill(`Maintenance ${stamp}`);
    await page.getByLabel('본문 (마크다운)').fill('## Maintenance\nSubmissions pause for an hour from **Saturday 02:00**.');
    await page.getByLabel('홈 화면 팝업 종료 시각 (한국 시간)').fill('2099-12-31T23:00');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page).toHaveURL(/\/host\/notices$/);
    const created = (await (await page.request.get('/api/v1/host/notices')).json()).data.find((n: { title: { ko: string } }) => n.title.ko === title);
    noticeId = created.id;
    expect(created.popup_until).toBe('2099-12-31T14:00:00.000Z');

    // A visitor meets the popup on the home page: the title and the plain words of the body. The console's
    // page is left first, so none of its reads goes out after the session is gone.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/');
    const popup = page.getByTestId('notice-popup');
    await expect(popup.getByRole('heading', { name: title })).toBeVisible();
    await expect(popup).toContainText('점검 토요일 02시부터 한 시간 동안 제출이 멈춥니다.');
    await popup.getByRole('link', { name: '자세히 보기' }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${noticeId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('notice-body').getByRole('heading', { name: '점검', exact: true })).toBeVisible();

    // Back home it opens again, until the visitor hides it for today.
    await page.goto('/');
    await expect(popup).toBeVisible();
    await popup.getByLabel('오늘 하루 보지 않기').check();
    await popup.getByText('닫기', { exact: true }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(popup).toBeHidden();

    // Another visitor on the English home page reads it in English.
    const other = await browser.newPage();
    await other.goto('/en');
    const english = other.getByTestId('notice-popup');
    await expect(english.getByRole('heading', { name: `Maintenance ${stamp}` })).toBeVisible();
    await expect(english.getByLabel("Don't show again today")).toBeVisible();
    await english.getByText('Close', { exact: true }).click();
    await expect(english).toBeHidden();
    await other.close();
  } finally {
    if (noticeId !== undefined) {
      await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } });
      expect((await page.request.post(`/api/v1/host/notices/${noticeId}/delete`)).ok()).toBe(true);
    }
  }
});
