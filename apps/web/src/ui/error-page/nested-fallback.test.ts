import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { closeBrowsersAfterEach, openInBrowser, renderInBrowser } from '../../test/open-in-browser.ts';
import { applyLocale } from '../../i18n/setup.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { NestedFallback } from './nested-fallback.tsx';

closeBrowsersAfterEach();

function BrokenErrorPage(): never {
  throw new Error('the error page failed');
}

describe('the nested fallback', { timeout: 30_000 }, () => {
  it.each([
    ['/competitions/official/x', '오류 페이지를 표시하는 중 오류가 발생했습니다.', '/'],
    ['/en/competitions/official/x', 'An error occurred while showing the error page.', '/en'],
  ])('at %s says the error page failed and links home in the address language', async (url, title, home) => {
    await applyLocale(url.startsWith('/en') ? 'en' : 'ko');
    // biome-ignore lint/correctness/noChildrenProp: the boundary's props type requires children, which createElement's third argument does not count.
    const browser = await renderInBrowser(url, () => createElement(ErrorBoundary, { fallback: createElement(NestedFallback), children: createElement(BrokenErrorPage) }));
    const fallback = browser.document.querySelector('[data-testid="error-page-nested"]');
    expect(fallback?.getAttribute('role')).toBe('alert');
    expect(fallback?.querySelector('h1')?.textContent).toBe(title);
    expect(fallback?.querySelector('a')?.getAttribute('href')).toBe(home);
  });
});

describe('a route error in the app', { timeout: 30_000 }, () => {
  it('shows its error page inside the layout, so the header stays usable', async () => {
    const app = await openInBrowser('/en/forum/not-a-number');
    await app.until(() => app.document.querySelector('[data-testid="error-page-404"]') !== null);
    expect(app.document.querySelector('header.site-header a.header-logo')?.getAttribute('href')).toBe('/en');
  });
});
