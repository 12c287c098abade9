import { expect, test } from '../fixtures.ts';

// The journey publishes a version name that exists once on purpose, to see the refusal.
test.use({ allowFailures: [/^409 \/api\/v1\/host\/policies\/privacy$/] });

/** Today in Korea, the day a policy version published now takes effect. */
const koreanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

// First in the file: the installed recruit page has no positions until the journey below writes one (each run starts a new server).
test('the recruit page says when there are no open positions and points to hosting', async ({ page }) => {
  // While the page's own text is on its way, the heading comes from the catalog part the route loads, not a raw key.
  let releasePage = () => {};
  const held = new Promise<void>((resolve) => {
    releasePage = resolve;
  });
  await page.route('**/api/etc/etc_data?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/more/recruit');
  await expect(page.getByRole('heading', { level: 1, name: '채용' })).toBeVisible();
  releasePage();
  await expect(page.getByTestId('recruit-empty')).toContainText('지금은 모집 중인 자리가 없습니다.');
  await page.getByRole('link', { name: '대회 개최 문의하기' }).click();
  await expect(page).toHaveURL(/\/sponsorship$/);
});

/**
 * An admin writes the recruit page's open position in both languages and publishes a new privacy policy version in
 * the console; a visitor reads the position, the new version with its date and the earlier version, and the footer's
 * privacy popup shows the new text, in Korean and in English.
 */
test('an admin edits the recruit page and publishes a privacy version; a visitor reads them, the old version and the footer popup', async ({ page }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  const stamp = Date.now().toString(36);
  const version = `26.${stamp}`;

  // The recruit page, from the console's section bar.
  await page.goto('/host');
  await page.getByRole('navigation', { name: '호스트 콘솔 메뉴' }).getByRole('link', { name: '페이지' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '페이지와 정책' })).toBeVisible();
  await page.getByTestId('host-site-page-row').filter({ hasText: '채용' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/host\/pages\/recruit$/);
  await page.getByLabel('본문 (마크다운)').fill(`## 데이터 엔지니어 ${stamp}\n\n- 대회 채점 환경을 함께 운영합니다.`);
  await page.getByRole('tab', { name: '영어' }).click();
  await page.getByLabel('제목').fill('Careers');
  await page.getByLabel('본문 (마크다운)').fill(`## Data engineer ${stamp}\n\n- Run the scoring environment with us.`);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/host\/pages$/);

  // A new privacy version: a name already used is refused with the server's words, then a new one is published.
  await page.getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await page.getByLabel('새 버전 이름').fill('23.3.29');
  await page.getByLabel('시행일').fill(koreanToday());
  await page.getByLabel('본문 (마크다운)').fill(`# 개인정보처리방침\n\n## 새로 모으는 정보 ${stamp}\n\n설문 응답을 모읍니다.`);
  await page.getByRole('tab', { name: '영어' }).click();
  await page.getByLabel('본문 (마크다운)').fill(`# Privacy policy\n\n## What we now collect ${stamp}\n\nSurvey answers.`);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('이 문서에 같은 버전이 이미 있습니다. 새 버전 이름을 적어 주세요.')).toBeVisible();
  await page.getByLabel('새 버전 이름').fill(version);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/host\/pages$/);

  // A visitor reads the position in both languages. The console's lists refetch after a save, so the admin leaves
  // them before logging out, or their refetch would be refused.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '채용' }).click();
  await expect(page).toHaveURL(/\/more\/recruit$/);
  await expect(page.getByRole('heading', { name: `데이터 엔지니어 ${stamp}` })).toBeVisible();
  await page.goto('/en/more/recruit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(page.getByRole('heading', { name: `Data engineer ${stamp}` })).toBeVisible();

  // The policy page: the new version in effect, the earlier one a link away.
  await page.goto('/policy?doc=privacy');
  await expect(page.getByTestId('policy-version')).toHaveText(`${version} 버전 · ${koreanToday()} 시행 · 현재 시행 중`);
  await expect(page.getByTestId('policy-text').getByRole('heading', { name: `새로 모으는 정보 ${stamp}` })).toBeVisible();
  await page.getByRole('link', { name: '23.3.29 버전 · 2023-03-29 시행' }).click();
  await expect(page).toHaveURL(/\/policy\?doc=privacy&version=23\.3\.29$/);
  await expect(page.getByRole('note')).toContainText('지난 버전을 보고 있습니다.');
  await expect(page.getByTestId('policy-text')).not.toContainText(stamp);
  await expect(page.getByTestId('policy-text').getByRole('heading').first()).toBeVisible();

  // The footer's popup shows the version in effect, in each language, and leads to every version.
  await page.getByRole('contentinfo').getByRole('button', { name: '개인정보처리방침' }).click();
  await expect(page.getByTestId('policy-privacy-text')).toContainText(`새로 모으는 정보 ${stamp}`);
  await page.getByTestId('policy-privacy').getByRole('button', { name: '닫기' }).click();
  await page.goto('/en');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy policy' }).click();
  await expect(page.getByTestId('policy-privacy-text')).toContainText(`What we now collect ${stamp}`);
  await page.getByTestId('policy-privacy').getByRole('link', { name: 'All versions and their dates' }).click();
  await expect(page).toHaveURL(/\/en\/policy\?doc=privacy$/);
  await expect(page.getByTestId('policy-version')).toHaveText(`Version ${version} · effective ${koreanToday()} · in effect`);
});

test('the competitions landing lists the newest competitions and opens one, in Korean and in English', async ({ page }) => {
  await page.goto('/cpt10');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('경진대회 한눈에 보기');
  const cards = page.getByTestId('cpt10-list').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(10);

  await page.goto('/en/cpt10');
  const first = page.getByTestId('cpt10-list').getByRole('heading', { level: 2 }).first();
  const title = (await first.textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/cpt10\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the competition' }).click();
  await expect(page).toHaveURL(/\/en\/competitions\/\w+\/[\w-]+/);
});

test('the sign-up form opens the marketing consent in effect, in Korean and in English', async ({ page }) => {
  for (const [path, read, heading, dialog] of [
    ['/signup', '보기', '마케팅 정보 수신 동의 (선택)', '마케팅 정보 수신 동의'],
    ['/en/signup', 'Read', 'Consent to marketing mail (optional)', 'Marketing consent'],
  ] as const) {
    await page.goto(path);
    // The marketing consent is the last of the three, after the terms and the privacy policy.
    await page.getByRole('button', { name: read, exact: true }).last().click();
    const popup = page.getByRole('dialog', { name: dialog });
    await expect(popup.getByRole('heading', { name: heading })).toBeVisible();
    await expect(popup).toContainText('23.3.29');
  }
});

/** The fixed inquiry posts belong to the site: an admin who did not write them edits one from the console's pages section. */
test('an admin edits a fixed inquiry post from the console, and a visitor reads it', async ({ page, browser }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  const title = `Learning for businesses ${Date.now().toString(36)}`;
  await page.goto('/en/host/pages');
  await page.getByRole('list', { name: 'Inquiry posts' }).getByRole('link', { name: 'Learning for businesses (/forum/406358)' }).click();
  await expect(page).toHaveURL(/\/en\/forum\/406358\/edit$/);
  await expect(page.getByLabel('Title')).toHaveValue(/기업 교육 문의/);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/forum\/406358$/);

  const visitor = await browser.newPage();
  await visitor.goto('/forum/406358');
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('link', { name: '수정' })).toHaveCount(0);
  await visitor.close();
});
