import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { renderAddress } from '../../test/render-address.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { applyLocale, loadNamespaces } from '../../i18n/setup.ts';
import { CompetitionLoadError } from '../load-error.tsx';
import { ErrorPage, MESSAGE_ONLY_STATUS } from './error-page.tsx';

/** A component rendered at `path` in the path's language, parsed for queries. */
async function renderAt(path: string, element: ReactElement) {
  await applyLocale(path.startsWith('/en') ? 'en' : 'ko');
  await loadNamespaces(['competition']);
  const window = new Window();
  window.document.body.innerHTML = renderToString(createElement(MemoryRouter, { initialEntries: [path] }, element));
  return window.document as unknown as Document;
}

describe('the 9999 coming-soon page', { timeout: 30_000 }, () => {
  it.each([
    ['/hackathon/camp', '준비 중인 페이지입니다', '오류 코드 9999', '/'],
    ['/en/api/sso/camp', 'Coming soon', 'Error code 9999', '/en'],
    ['/en/acme/login', 'Coming soon', 'Error code 9999', '/en'],
  ])('%s shows the coming-soon picture, its code and message, and Home', async (address, title, code, home) => {
    const { document } = await renderAddress(address);
    const page = document.querySelector('[data-testid="error-page-9999"]');
    expect(page?.querySelector('svg.error-art')).not.toBeNull();
    expect(page?.querySelector('h1')?.textContent).toBe(title);
    expect(page?.querySelector('.error-code')?.textContent).toBe(code);
    expect(page?.querySelector('p:not(.error-code)')?.textContent?.length).toBeGreaterThan(10);
    expect(page?.querySelector('[data-testid="error-page-home"]')?.getAttribute('href')).toBe(home);
  });
});

describe('the 9404 page', { timeout: 30_000 }, () => {
  const noAccess = new ApiError({ status: 403, code: 'forbidden', message: 'no_access' }, 403);

  it.each([
    ['/competitions/official/secret', '이 대회에 접근할 수 없습니다.', '/'],
    ['/en/competitions/official/secret', 'No Access to This Competition.', '/en'],
  ])("shows a competition's no-access answer at %s as its message with Home, and no code", async (path, message, home) => {
    const document = await renderAt(path, createElement(CompetitionLoadError, { error: noAccess, onRetry: () => undefined }));
    const page = document.querySelector(`[data-testid="error-page-${MESSAGE_ONLY_STATUS}"]`);
    expect(page?.querySelector('h1')?.textContent).toBe(message);
    expect(page?.querySelector('[data-testid="error-page-home"]')?.getAttribute('href')).toBe(home);
    expect(page?.querySelector('.error-code')).toBeNull();
  });

  it('falls back to its own message', async () => {
    const document = await renderAt('/en/x', createElement(ErrorPage, { status: MESSAGE_ONLY_STATUS }));
    expect(document.querySelector('h1')?.textContent).toBe('We could not find what you asked for.');
  });
});

describe('the page of any other status', { timeout: 30_000 }, () => {
  it.each([
    ['/x', 500, '일시적인 오류가 발생했습니다', '오류 코드 500', '/community'],
    ['/en/x', 503, 'Something went wrong', 'Error code 503', '/en/community'],
  ])('at %s asks for a refresh and shows the code %i, the message and the community', async (path, status, title, code, community) => {
    const document = await renderAt(path, createElement(ErrorPage, { status, message: 'the database is asleep' }));
    const page = document.querySelector(`[data-testid="error-page-${status}"]`);
    expect(page?.querySelector('h1')?.textContent).toBe(title);
    expect(page?.querySelector('.error-code')?.textContent).toBe(code);
    expect(page?.querySelector('.error-message')?.textContent).toBe('the database is asleep');
    expect(page?.querySelector('.error-contact a')?.getAttribute('href')).toBe(community);
    expect(page?.querySelector('.error-actions button')?.textContent).toBe(path.startsWith('/en') ? 'Refresh' : '새로고침');
  });
});
