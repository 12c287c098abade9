import { expect, test } from '../fixtures.ts';

const languages = [
  {
    prefix: '',
    slide: '실제 데이터로 겨루는 경진대회',
    strip: '안내',
    status: '나의 현황',
    competitions: '공식 경진대회',
    prize: /원$/,
    teams: '참가 팀',
    progress: '대회 진행률',
    sponsors: '후원',
    ranking: '이번 주 랭킹 TOP 3',
    medals: ['1위', '2위', '3위'],
    shortcuts: '바로 가기',
    more: '마당의 새 소식',
    talk: '토크',
  },
  {
    prefix: '/en',
    slide: 'Compete on real-world data',
    strip: 'Announcement',
    status: 'Your status',
    competitions: 'Official competitions',
    prize: /^₩/,
    teams: 'Teams',
    progress: 'Competition progress',
    sponsors: 'Sponsors',
    ranking: "This week's top 3",
    medals: ['1st place', '2nd place', '3rd place'],
    shortcuts: 'Shortcuts',
    more: 'More on Madang',
    talk: 'Talk',
  },
];

for (const w of languages) {
  for (const width of [375, 1280]) {
    test(`the home shows its parts at ${width} px${w.prefix ? ' in English' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${w.prefix}/`);

      // The rolling banner leads with the demo's first slide, from the admins' banners.
      await expect(page.getByTestId('hero-slide').first().getByRole('heading', { name: w.slide })).toBeVisible();

      // The strip above the header is 65 px tall on every screen.
      const strip = page.getByRole('complementary', { name: w.strip });
      await expect(strip).toBeVisible();
      expect((await strip.boundingBox())?.height).toBe(65);

      // The status bar is for wide screens only.
      const status = page.getByRole('region', { name: w.status });
      if (width < 768) await expect(status).toBeHidden();
      else await expect(status).toBeVisible();

      // An official competition's card: D-day, prize, teams, progress and sponsor logos.
      const competitions = page.getByRole('region', { name: w.competitions });
      const sponsored = competitions
        .getByRole('listitem')
        .filter({ has: page.getByRole('list', { name: w.sponsors }) })
        .first();
      await expect(sponsored).toContainText(/D-\d+/);
      await expect(sponsored.locator('dd').first()).toHaveText(w.prize);
      await expect(sponsored.getByText(w.teams)).toBeVisible();
      await expect(sponsored.getByRole('progressbar', { name: w.progress })).toHaveAttribute('aria-valuenow', /^\d+$/);
      await expect(sponsored.getByRole('list', { name: w.sponsors }).getByRole('img').first()).toHaveAttribute('alt', /\S/);

      // The top three with their medals.
      const ranking = page.getByRole('region', { name: w.ranking });
      for (const medal of w.medals) await expect(ranking.getByText(medal)).toBeAttached();

      // The banner row leads to the interviews, hosting and careers.
      const row = page.getByRole('region', { name: w.shortcuts });
      for (const path of ['/ranking/interview', '/sponsorship', '/more/recruit']) await expect(row.locator(`a[href="${w.prefix}${path}"]`)).toHaveCount(1);

      // The "more" list loads its next page as its end scrolls into view.
      const more = page.getByRole('region', { name: w.more });
      const items = more.getByTestId('more-item');
      await expect(items).toHaveCount(12);
      // The titles line up, though the chip before a competition is wider than a talk post's.
      const titleStarts = await Promise.all((await items.all()).map(async (item) => (await item.getByRole('link').boundingBox())!.x));
      expect(new Set(titleStarts).size, `title starts ${titleStarts.join(', ')}`).toBe(1);
      await more.getByRole('button', { name: w.talk, exact: true }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 20_000);
      await expect.poll(() => items.count()).toBeGreaterThan(12);

      // Only talk posts once the talk filter is on.
      await more.getByRole('button', { name: w.talk, exact: true }).click();
      await expect(more.getByRole('button', { name: w.talk, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(items.first()).toContainText(w.talk);
      await expect(items.filter({ hasNotText: w.talk })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
