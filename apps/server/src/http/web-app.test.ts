import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'madang-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="ko"><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'big-5678.js'), `export const words = ${JSON.stringify('마당 '.repeat(2000))};`);
  await precompressAssets(dist);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

const cookiesOf = (response: { cookies: unknown }) => Object.fromEntries((response.cookies as { name: string; value: string; maxAge?: number }[]).map((c) => [c.name, c]));

describe('the web app', () => {
  it('serves every page path with history fallback and the right <html lang>', async () => {
    for (const [url, lang] of [
      ['/', 'ko'],
      ['/competitions/official/1/leaderboard', 'ko'],
      ['/en', 'en'],
      ['/en/ranking', 'en'],
      ['/api/verify_mail?id=1', 'ko'],
      ['/en/api/sso/camp', 'en'],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(`<html lang="${lang}">`);
    }
  });

  it('serves built assets with a long cache and unknown API paths as JSON', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/api/unknown' })).headers['content-type']).toContain('application/json');
  });

  it('sends the build’s compressed copies to browsers that take them, and the file itself to others', async () => {
    const original = `export const words = ${JSON.stringify('마당 '.repeat(2000))};`;
    const brotli = await t.app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(original.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(original);
    const gzip = await t.app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(original);
    const plain = await t.app.inject({ url: '/assets/big-5678.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
    // Files too small to gain are not copied, and are sent as they are.
    expect((await t.app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
  });

  it('redirects to returnTo, setting the 1-hour main refresh cookie for the home pages', async () => {
    const home = await t.app.inject({ url: '/?returnTo=/en' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/en');
    expect(cookiesOf(home).main_refresh).toMatchObject({ value: 'true', maxAge: 3600 });

    const page = await t.app.inject({ url: '/?returnTo=/competitions' });
    expect(page.headers.location).toBe('/competitions');
    expect(cookiesOf(page).main_refresh).toBeUndefined();

    const offsite = await t.app.inject({ url: '/?returnTo=https://evil.example' });
    expect(offsite.headers.location).toBe('/');
  });

  it('turns query tokens into cookies only when they are not purely numeric', async () => {
    const numeric = await t.app.inject({ url: '/?token=12345&camp_token=678' });
    expect(cookiesOf(numeric).token).toBeUndefined();
    expect(cookiesOf(numeric).camp_token).toBeUndefined();
    const real = await t.app.inject({ url: '/?token=abc123&camp_token=camp-xyz&email=a@b.c&type=google' });
    const cookies = cookiesOf(real);
    expect(cookies.token).toMatchObject({ value: 'abc123', maxAge: 604800 });
    expect(cookies.camp_token).toMatchObject({ value: 'camp-xyz', maxAge: 604800, httpOnly: true });
    expect(cookies.email).toMatchObject({ value: 'a@b.c', maxAge: 300 });
    expect(cookies.type).toMatchObject({ value: 'google', maxAge: 300 });
  });

  it('takes a session from the query only on a page load started on the platform or in the address bar', async () => {
    const url = '/?token=attacker-session&camp_token=attacker-camp';
    const image = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
    const otherSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    for (const headers of [image, otherSite]) {
      const cookies = cookiesOf(await t.app.inject({ url, headers }));
      expect(cookies.token).toBeUndefined();
      expect(cookies.camp_token).toBeUndefined();
    }
    const typed = await t.app.inject({ url, headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } });
    expect(cookiesOf(typed).token).toMatchObject({ value: 'attacker-session' });
  });

  it('sends a first visit from an English browser to the /en form of the same page, once, remembering it for a year', async () => {
    const english = { 'accept-language': 'en-US,en;q=0.9,ko;q=0.5', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    for (const [url, target] of [
      ['/', '/en'],
      ['/competitions?page=2', '/en/competitions?page=2'],
      ['/api/verify_mail?id=1', '/en/api/verify_mail?id=1'],
    ]) {
      const first = await t.app.inject({ url, headers: english });
      expect(first.statusCode, url).toBe(302);
      expect(first.headers.location).toBe(target);
      expect(cookiesOf(first).locale).toMatchObject({ value: 'en', maxAge: 365 * 24 * 3600, path: '/' });
    }
    // Once the cookie is set it wins, whichever language it holds.
    for (const locale of ['en', 'ko']) {
      const again = await t.app.inject({ url: '/', headers: english, cookies: { locale } });
      expect(again.statusCode, locale).toBe(200);
      expect(again.body).toContain('<html lang="ko">');
    }
    const onEnglish = await t.app.inject({ url: '/en/ranking', headers: english });
    expect(onEnglish.statusCode).toBe(200);
    expect(cookiesOf(onEnglish).locale).toBeUndefined();
  });

  it('keeps Korean for browsers that prefer Korean or name neither, and never redirects API calls, files or crawlers', async () => {
    for (const language of ['ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', 'ko,en', 'en;q=0.5,ko', 'fr-FR,fr;q=0.9', 'english', '']) {
      const response = await t.app.inject({ url: '/', headers: { 'accept-language': language } });
      expect(response.statusCode, language).toBe(200);
      expect(cookiesOf(response).locale, language).toBeUndefined();
      expect(response.headers.vary).toContain('accept-language');
    }
    const english = { 'accept-language': 'en' };
    expect((await t.app.inject({ url: '/api/unknown', headers: english })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/app-1234.js', headers: english })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/favicon.ico', headers: english })).headers.location).toBeUndefined();
    const script = await t.app.inject({ url: '/competitions', headers: { ...english, 'sec-fetch-dest': 'script' } });
    expect(script.headers.location).toBeUndefined();
    const crawler = await t.app.inject({ url: '/competitions', headers: { ...english, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    expect(crawler.statusCode).toBe(200);
    expect(cookiesOf(crawler).locale).toBeUndefined();
  });
});
