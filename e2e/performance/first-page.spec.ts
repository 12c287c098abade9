import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Records the API calls and the built files a page load asks for, from the first byte on. */
function record(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    api: () =>
      requests
        .map((r) => new URL(r.url()))
        .filter((u) => u.pathname.startsWith('/api/') && !u.pathname.startsWith('/api/v1/images/'))
        .map((u) => u.pathname + u.search),
    assets: () => requests.filter((r) => new URL(r.url()).pathname.startsWith('/assets/')).map((r) => new URL(r.url()).pathname),
  };
}

/**
 * Whether the page's HTML carried the first screen's answers: as the answers themselves (apps/server/src/http/page-data.ts),
 * or as the first screen rendered with them (apps/server/src/http/first-screen), whichever the server sent.
 */
const carriedAnswers = (page: Page) =>
  page.evaluate(() => {
    const answers = document.getElementById('madang-page-data');
    return answers ? Object.keys(JSON.parse(answers.textContent ?? '{}')).length > 0 : document.getElementById('madang-render-state') !== null;
  });

// The server puts the first screen's API answers into the page's HTML and names the page's files as preloads; the
// app paints from those answers without asking the API for them again, and fetches each file once.
test('the first pages paint from the data in their HTML, without asking the API for it again', async ({ page }) => {
  for (const [path, visible, answered] of [
    [
      '/competitions/official/housing-price-2025/leaderboard',
      page.getByRole('tab', { selected: true }),
      ['/api/competition?cpt_id=housing-price-2025', '/api/leaderboard/V2/public?'],
    ],
    ['/en/competitions', page.getByTestId('competition-list'), ['/api/competition/list?sort=recent&version=2']],
    ['/', page.locator('img.hero-image').first(), ['/api/main/basic_list?version=2', '/api/main/v3/all_list_scroll/1?']],
  ] as const) {
    const seen = record(page);
    await page.goto(path);
    await expect(visible).toBeVisible();
    expect(await carriedAnswers(page), path).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(
      seen.api().filter((address) => answered.some((start) => address.startsWith(start))),
      path,
    ).toEqual([]);
    const assets = seen.assets();
    expect(assets.length - new Set(assets).size, `${path}: a file fetched twice`).toBe(0);
  }
  await expect(page.locator('img.hero-image').first()).toHaveAttribute('fetchpriority', 'high');
});

test('a forum post paints for a signed-in reader from the HTML, without asking for the post again', async ({ page }) => {
  const posts = (await (await page.request.get('/api/talkboard/v3/list')).json()).data.items as { tb_id: number; cpt_id: number; title: string }[];
  const post = posts.find((item) => item.cpt_id === 0)!;
  await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } });
  const seen = record(page);
  await page.goto(`/forum/${post.tb_id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const address = `/api/talkboard/v1?tb_id=${post.tb_id}&version=2`;
  expect(await carriedAnswers(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(seen.api()).not.toContain(address);

  // In English too, where the post's data is asked for before the English catalog has loaded.
  const english = record(page);
  await page.goto(`/en/forum/${post.tb_id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  expect(await carriedAnswers(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(english.api()).not.toContain(address);
});
