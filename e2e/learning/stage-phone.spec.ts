/// <reference lib="dom" />
import { expect, test } from '../fixtures.ts';

/**
 * A middle stage on a phone: its way to the previous stage, the overview and the next stage all fit the screen
 * (side by side they were 36 px wider than a 375 px phone in English).
 */
for (const prefix of ['', '/en'] as const) {
  test(`a member on a phone reaches the previous stage, the overview and the next stage without scrolling sideways (${prefix || 'ko'})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } })).ok()).toBe(true);
    const projects = (await (await page.request.get('/api/v2/edu/getMainListBySubject?status=all&count=50')).json()) as {
      data: { subjects: { projects: { id: number; slug: string }[] }[] };
    };
    const pandas = projects.data.subjects.flatMap((subject) => subject.projects).find((project) => project.slug === 'pandas-basics')!;
    await page.goto(`${prefix}/edu/${pandas.id}/2`);
    const pager = page.getByRole('navigation', { name: prefix ? 'Stages' : '스테이지 이동' });
    await expect(pager.getByRole('link')).toHaveCount(3);
    for (const link of await pager.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
}
