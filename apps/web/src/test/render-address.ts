import { Window } from 'happy-dom';
import { createStaticHandler } from 'react-router';
import { vi } from 'vitest';

// Import this module before any of the app's (it mocks what they import). What vite.config.ts and its catalog plugin
// give the bundle: the app's own translator, and the whole catalog of each language for every namespace a page asks
// for, so pages render their real texts.
vi.mock('react-i18next', () => import('../i18n/react-translator.ts'));
vi.mock('i18next', () => import('../i18n/translator.ts'));
vi.mock('virtual:catalog/ko/core', async () => ({ default: (await import('../../../../packages/i18n/src/ko.json')).default }));
vi.mock('virtual:catalog/loaders', async () => {
  const ko = (await import('../../../../packages/i18n/src/ko.json')).default;
  const en = (await import('../../../../packages/i18n/src/en.json')).default;
  const everyNamespace = (catalog: unknown) => new Proxy({}, { get: () => async () => ({ default: catalog }) });
  return { default: { ko: everyNamespace(ko), en: everyNamespace(en) } };
});

/** A logged-in member, as GET /api/myinfo answers; the readable login flag makes the app ask for it. */
export const memberSession = (name = 'Mina', role = 'member') => ({
  cookie: 'is_login=1',
  answers: { '/api/myinfo': { status: 1, message: 'success', data: [{ id: 7, name, role }] } },
});

export interface RenderedAddress {
  html: string;
  /** The markup parsed, for queries; no browser globals are installed. */
  document: Document;
}

/**
 * An address of the app rendered the way the server renders a first screen (app/server-render/render-first-screen.tsx):
 * the real route table, guards, layout and page, with `answers` standing in for the API. Fails when the address
 * redirects or its loader fails.
 */
export async function renderAddress(url: string, options: { answers?: Record<string, unknown>; cookie?: string } = {}): Promise<RenderedAddress> {
  const { renderFirstScreen } = await import('../app/server-render/render-first-screen.tsx');
  const screen = await renderFirstScreen({ url, answers: options.answers ?? {}, cookie: options.cookie ?? '' });
  if (!screen.rendered) throw new Error(`${url} was not rendered: ${screen.reason}`);
  const window = new Window({ url: `http://localhost${url}` });
  window.document.body.innerHTML = screen.html;
  return { html: screen.html, document: window.document as unknown as Document };
}

/** Where the router sends an address before rendering anything, or null when it renders the address itself. */
export async function redirectOf(url: string, cookie = ''): Promise<string | null> {
  const { appRoutesFor } = await import('../app/routing/router.tsx');
  const { readCookiesFromRequest } = await import('../lib/cookies.ts');
  readCookiesFromRequest(cookie);
  const handler = createStaticHandler(appRoutesFor(new URL(url, 'http://localhost').pathname).routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  return context instanceof Response ? context.headers.get('Location') : null;
}
