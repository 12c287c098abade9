import { expect, signUpFreshMember, test } from '../fixtures.ts';

const BOARD = '/competitions/official/housing-price-2025/talkboard';

test('a talk post whose images point at the log-in and at another host leaves its reader logged in as themselves', async ({ page, browser }) => {
  // The attacker has a real account and writes the post.
  const attackerContext = await browser.newContext({ locale: 'ko-KR' });
  const attackerPage = await attackerContext.newPage();
  const attacker = await signUpFreshMember(attackerPage, 'attacker');
  const title = `무료 포인트 받는 법 ${Date.now().toString(36)}`;
  const login = `/api/login/self_login?${new URLSearchParams({ mail: attacker.email, password: attacker.password })}`;
  await attackerPage.goto(BOARD);
  await attackerPage.getByRole('link', { name: '글쓰기' }).click();
  await attackerPage.getByLabel('제목').fill(title);
  await attackerPage.getByLabel('분류').selectOption('tip');
  await attackerPage.getByLabel('내용').fill(`읽기만 하면 됩니다.\n\n![로그인 이미지](${login})\n\n![추적 이미지](http://tracker.invalid/pixel.gif)\n\n[포인트 받기](${login})`);
  await attackerPage.getByRole('button', { name: '등록' }).click();
  await expect(attackerPage.getByRole('heading', { name: title })).toBeVisible();
  const postUrl = new URL(attackerPage.url()).pathname;
  await attackerContext.close();

  // Another member reads it; the fixture fails the journey on any request to another host.
  const reader = await signUpFreshMember(page, 'reader');
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/login')) loginCalls.push(request.url());
  });
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const body = page.getByTestId('talk-post-body');
  await expect(body).toContainText('읽기만 하면 됩니다.');
  await page.waitForLoadState('networkidle');

  // Still themselves, before and after a reload, and the page never called the log-in.
  expect((await (await page.request.get('/api/myinfo')).json()).data[0].name).toBe(reader.name);
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await (await page.request.get('/api/myinfo')).json()).data[0].name).toBe(reader.name);
  expect(loginCalls).toEqual([]);

  // The images are shown as their alt text and the link to the log-in has no address.
  await expect(body).toContainText('로그인 이미지');
  await expect(body).toContainText('추적 이미지');
  await expect(body.locator('img')).toHaveCount(0);
  await expect(body.getByText('포인트 받기')).not.toHaveAttribute('href', /.*/);
});
