import { expect, test } from '../fixtures.ts';

/**
 * The about pages in both languages: /about and /more/about are one page, /more/join walks through taking part,
 * /inspire shows the newest winner interviews, and /more/sponsorship is the hosting inquiry form.
 */
test('the about page is at /about and /more/about in Korean and English, and leads to the areas and to hosting', async ({ page }) => {
  for (const path of ['/about', '/more/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('마당 소개');
    await expect(page).toHaveTitle(/^마당 소개 · /);
    await expect(page.getByRole('heading', { name: '누가 운영하나요' })).toBeVisible();
  }
  await page
    .getByRole('list', { name: '둘러보기' })
    .getByRole('link', { name: /^경진대회/ })
    .click();
  await expect(page).toHaveURL(/\/competitions$/);

  await page.goto('/en/more/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Madang');
  await expect(page.getByText('A university, a company or a community runs Madang on its own server', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Ask about hosting' }).click();
  await expect(page).toHaveURL(/\/en\/sponsorship$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Host a competition on Madang');
});

test('the join page walks through taking part in both languages and links to each step', async ({ page }) => {
  await page.goto('/more/join');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('참여 방법');
  await expect(page.getByRole('heading', { name: '팀 만들기' })).toBeVisible();
  await page.getByRole('link', { name: '회원가입하기' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto('/en/more/join');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to take part');
  await expect(page).toHaveTitle(/^How to take part · /);
  await page.getByRole('link', { name: 'How learning works' }).click();
  await expect(page).toHaveURL(/\/en\/edu\/about$/);
});

test('the inspire page shows the newest winner interviews and opens one, in Korean and in English', async ({ page }) => {
  await page.goto('/inspire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('마당에서 이룬 것들');
  const cards = page.getByTestId('inspire-interviews').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await page.getByRole('link', { name: '인터뷰 전체 보기' }).click();
  await expect(page).toHaveURL(/\/more\/interview$/);

  await page.goto('/en/inspire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What members achieve');
  const first = page.getByTestId('inspire-interviews').getByRole('link').first();
  const title = (await first.locator('.interview-card-title').textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/en\/more\/interview\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the sponsorship form is at /more/sponsorship as well as /sponsorship, in both languages', async ({ page }) => {
  await page.goto('/more/sponsorship');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('마당에서 대회 열기');
  await page.goto('/en/more/sponsorship');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Host a competition on Madang');
});

test('the about pages fit a 375 px phone and a 1280 px desktop without sideways scrolling', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/about', '/en/more/join', '/inspire']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/inspire') await expect(page.getByTestId('inspire-interviews')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
