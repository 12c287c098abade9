import { describe, expect, it } from 'vitest';
import { closeBrowsersAfterEach, type OpenApp, openInBrowser } from '../../test/open-in-browser.ts';
import { memberSession } from '../../test/render-address.ts';

let app: OpenApp | undefined;
closeBrowsersAfterEach();

const navItem = (app: OpenApp, label: string) => [...app.document.querySelectorAll('header .main-nav-item')].find((item) => item.textContent === label);
const at = (app: OpenApp, pathname: string) => app.until(() => app.router.state.location.pathname === pathname);
const menuLinks = (app: OpenApp) => [...app.document.querySelectorAll('[role="menu"] a')].map((link) => [link.getAttribute('href'), link.textContent]);

describe("the header's logo and menus", { timeout: 30_000 }, () => {
  it('the logo leads home in the page language', async () => {
    app = await openInBrowser('/en/more/faq');
    await app.until(() => app!.document.querySelector('header a.header-logo') !== null);
    await app.click(app.document.querySelector('header a.header-logo'));
    await at(app, '/en');
  });

  it.each([
    ['/more', '커뮤니티', '/community'],
    ['/en/more', 'Community', '/en/community'],
    ['/more', '경진대회', '/competitions'],
    ['/en/more', 'Competitions', '/en/competitions'],
  ])('on %s, %s leads to %s', async (start, label, target) => {
    app = await openInBrowser(start);
    await app.until(() => navItem(app!, label) !== undefined);
    await app.click(navItem(app, label));
    await at(app, target);
    expect(navItem(app, label)?.getAttribute('aria-current')).toBe('page');
  });

  it('the ranking menu opens on user ranking and the tier system, and leads to them', async () => {
    app = await openInBrowser('/en/more');
    await app.until(() => navItem(app!, 'Ranking') !== undefined);
    await app.click(navItem(app, 'Ranking'));
    await app.until(() => menuLinks(app!).length > 0);
    expect(menuLinks(app)).toEqual([
      ['/en/ranking', 'User ranking'],
      ['/en/ranking/info', 'Tier system'],
    ]);
    await app.click(app.document.querySelector('[role="menu"] a[href="/en/ranking/info"]'));
    await at(app, '/en/ranking/info');
  });
});

describe('the exam-style header', { timeout: 30_000 }, () => {
  it("opens a member's menu with their name and log-out", async () => {
    app = await openInBrowser('/pblTrack/1/exam', memberSession('Mina'));
    await app.until(() => app!.document.querySelector('header [data-testid="avatar-menu"]') !== null);
    expect(app.document.querySelector('header [data-testid="avatar-menu"]')?.getAttribute('aria-label')).toContain('Mina');
    await app.click(app.document.querySelector('header [data-testid="avatar-menu"]'));
    await app.until(() => app!.document.querySelector('[role="menu"]') !== null);
    expect(app.document.querySelector('[role="menu"] .menu-label')?.textContent).toBe('Mina');
    expect(app.document.querySelector('[role="menu"] [data-testid="logout"]')?.textContent).toBe('로그아웃');
  });
});
