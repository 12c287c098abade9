import { describe, expect, it } from 'vitest';
import { memberSession, renderAddress } from '../../test/render-address.ts';

const linksOf = (document: Document, group: string) =>
  [...document.querySelectorAll(`section[aria-labelledby="more-${group}"] a`)].map((link) => [link.getAttribute('href'), link.textContent]);

describe('the /more page', { timeout: 30_000 }, () => {
  it('lists the ranking and support groups under the promo card, and the language choice, in Korean', async () => {
    const { document } = await renderAddress('/more');
    expect(document.querySelector('main h1')?.textContent).toBe('더보기');
    expect(document.querySelector('main a.promo-card')?.getAttribute('href')).toBe('/edu/online');
    expect(document.querySelector('section[aria-labelledby="more-more.ranking"] h2')?.textContent).toBe('랭킹');
    expect(linksOf(document, 'more.ranking')).toEqual([
      ['/ranking', '사용자 랭킹'],
      ['/ranking/info', '티어 제도'],
    ]);
    expect(linksOf(document, 'more.support')).toEqual([
      ['/more/notice', '공지사항'],
      ['/more/faq', '자주 묻는 질문'],
      ['/more/join', '대회 참가 규칙'],
      ['/more/about', '마당 소개'],
    ]);
    expect(document.querySelector('[data-testid="more-language-switch"] [aria-pressed="true"]')?.textContent).toBe('한국어');
    expect(document.querySelector('section[aria-labelledby="more-more.hosting"]')).toBeNull();
  });

  it('keeps every link in English under /en', async () => {
    const { document } = await renderAddress('/en/more');
    expect(document.querySelector('main h1')?.textContent).toBe('More');
    expect(document.querySelector('main a.promo-card')?.getAttribute('href')).toBe('/en/edu/online');
    expect(linksOf(document, 'more.ranking')).toEqual([
      ['/en/ranking', 'User ranking'],
      ['/en/ranking/info', 'Tier system'],
    ]);
    expect(linksOf(document, 'more.support').map(([href]) => href)).toEqual(['/en/more/notice', '/en/more/faq', '/en/more/join', '/en/more/about']);
    expect(document.querySelector('[data-testid="more-language-switch"] [aria-pressed="true"]')?.textContent).toBe('English');
  });

  it('adds the console for a host, and not for a member', async () => {
    const host = await renderAddress('/more', memberSession('Hana', 'host'));
    expect(linksOf(host.document, 'more.hosting').map(([href]) => href)).toEqual(['/host']);
    const member = await renderAddress('/more', memberSession('Mina', 'member'));
    expect(member.document.querySelector('section[aria-labelledby="more-more.hosting"]')).toBeNull();
  });
});
