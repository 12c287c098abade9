import { describe, expect, it } from 'vitest';
import { memberSession, renderAddress } from '../test/render-address.ts';

/** Which parts of the page shell an address shows. */
async function shellOf(address: string, session: { answers?: Record<string, unknown>; cookie?: string } = {}) {
  const { document } = await renderAddress(address, session);
  const shell = document.querySelector('.shell');
  return {
    shell: shell?.className,
    banner: document.querySelector('.site-banner') !== null,
    header: document.querySelector('header.site-header')?.className ?? null,
    nav: document.querySelector('header nav.main-nav') !== null,
    footer: document.querySelector('footer.site-footer') !== null,
    bottomBar: document.querySelector('[data-testid="bottom-bar"]') !== null,
    main: document.querySelector('main#main') !== null,
    logoHref: document.querySelector('a.header-logo')?.getAttribute('href') ?? null,
    document,
  };
}

describe('layouts', { timeout: 30_000 }, () => {
  it('default: banner, header, page, footer and the bottom bar', async () => {
    const { document, ...parts } = await shellOf('/more');
    expect(parts).toEqual({ shell: 'shell', banner: true, header: 'site-header site-header-light', nav: true, footer: true, bottomBar: true, main: true, logoHref: '/' });
  });

  it('dark: the dark theme and header, footer and bottom bar, no banner', async () => {
    const { document, ...parts } = await shellOf('/en/hackathon/camp');
    expect(parts).toEqual({
      shell: 'shell theme-dark',
      banner: false,
      header: 'site-header site-header-dark',
      nav: true,
      footer: true,
      bottomBar: true,
      main: true,
      logoHref: '/en',
    });
  });

  it('extra login: only the logo, leading home, above a centred page', async () => {
    const { document, ...parts } = await shellOf('/acme/login');
    expect(parts).toEqual({ shell: 'shell shell-centered', banner: false, header: null, nav: false, footer: false, bottomBar: false, main: true, logoHref: '/' });
    expect(document.querySelector('a.header-logo [role="img"]')?.getAttribute('aria-label')).toBe('마당 홈으로');
  });

  it('full screen: the page alone', async () => {
    const { document, ...parts } = await shellOf('/en/mbti/ds-level-test');
    expect(parts).toEqual({ shell: 'shell shell-full', banner: false, header: null, nav: false, footer: false, bottomBar: false, main: true, logoHref: null });
  });

  it('no footer: header and bottom bar, no footer and no banner', async () => {
    const { document, ...parts } = await shellOf('/payment/fail', memberSession());
    expect(parts).toEqual({ shell: 'shell', banner: false, header: 'site-header site-header-light', nav: true, footer: false, bottomBar: true, main: true, logoHref: '/' });
  });

  it('problem-track exam: the exam header, with log-in and sign-up for a visitor, and nothing else around the page', async () => {
    const { document, ...parts } = await shellOf('/pblTrack/1/exam');
    expect(parts).toEqual({ shell: 'shell', banner: false, header: 'site-header site-header-light', nav: false, footer: false, bottomBar: false, main: true, logoHref: '/' });
    expect([...document.querySelectorAll('header .header-actions button')].map((button) => button.textContent)).toEqual(['로그인', '회원가입']);
  });

  it("problem-track exam: a member's avatar opens a menu with their name and log-out", async () => {
    const { document, ...parts } = await shellOf('/en/pblTrack/1/exam', memberSession('Mina'));
    expect(parts.logoHref).toBe('/en');
    const avatar = document.querySelector('header [data-testid="avatar-menu"]');
    expect(avatar?.getAttribute('aria-haspopup')).toBe('menu');
    expect(document.querySelectorAll('header .header-actions button')).toHaveLength(1);
  });
});
