import { expect, test } from '../fixtures.ts';

// A visitor far from Korea, with a browser in neither of the site's languages: the server renders in Korean time
// and its own runtime, so any date, clock or locale the first screen read from the browser would differ here. React
// reports such a difference as a page error (and throws the server's markup away), which the fixtures' guard fails on.
test.use({ timezoneId: 'America/New_York', locale: 'de-DE' });

/** The pages issue 18 measures, in Korean and English: the first forum post of the site, as the benchmark takes it. */
async function measuredPages(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const posts = (await (await request.get('/api/talkboard/v3/list')).json()).data.items as { tb_id: number; cpt_id: number }[];
  const post = posts.find((item) => item.cpt_id === 0)!;
  const paths = ['/', '/competitions', '/competitions/official/housing-price-2025/leaderboard', `/forum/${post.tb_id}`, '/edu/1'];
  return paths.flatMap((path) => [path, path === '/' ? '/en/' : `/en${path}`]);
}

for (const account of [null, 'member'] as const) {
  test(`the measured pages hydrate the server's first screen without a mismatch (${account ?? 'anonymous'})`, async ({ page }) => {
    if (account) await page.request.post('/api/login/self_login', { data: { mail: `${account}@madang.dev`, password: `madang-${account}` } });
    for (const path of await measuredPages(page.request)) {
      // A load the server rendered (it answers with the bare app while its renderer starts or is busy).
      await expect.poll(async () => (await page.goto(path))!.text(), { message: `${path} comes rendered`, timeout: 30_000 }).toMatch(/<div id="root"><[a-z]/);
      // hydrateRoot has taken the container over; a mismatch on the way is a page error the guard reports.
      await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer'))), path).toBe(true);
      await page.waitForLoadState('networkidle');
    }
  });
}
