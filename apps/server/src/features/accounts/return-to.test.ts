import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'madang-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="ko"><head></head><body></body></html>');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

// As they arrive in a query string: the attack's `%09` and `%0A`, and their relatives.
const hostileQueries = [
  '/%09/evil.example/phish',
  '/%0A/evil.example/phish',
  '/%0D%0A/evil.example',
  '%2F%2Fevil.example',
  '/%252F/evil.example',
  '/%5Cevil.example',
  '//evil.example',
  'https://evil.example/phish',
  'javascript:alert(1)',
];

/** Where a browser ends up after following `location` from the platform. */
const landsOn = (location: string) => new URL(location, 'http://localhost:3000');

describe('returnTo stays on the platform', () => {
  it.each(hostileQueries)('the landing query sends %s home', async (returnTo) => {
    const response = await t.app.inject({ url: `/?returnTo=${returnTo}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(landsOn(response.headers.location as string).host).toBe('localhost:3000');
  });

  it('the landing query still follows a path on the platform, Korean included', async () => {
    const response = await t.app.inject({ url: `/?returnTo=${encodeURIComponent('/search?keyword=한글')}` });
    expect(response.headers.location).toBe('/search?keyword=%ED%95%9C%EA%B8%80');
  });

  it.each(hostileQueries)('the log-in answers %s with the home page', async (returnTo) => {
    const { user, password } = await buildUser(t.ctx.db);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/login/self_login',
      payload: { mail: user.email, password, returnTo: decodeURIComponent(returnTo), locale: 'en' },
    });
    expect(body.json().data.returnTo).toBe('/en');
    const query = await t.app.inject({ url: `/api/login/self_login?mail=${encodeURIComponent(user.email)}&password=${password}&returnTo=${returnTo}` });
    expect(query.statusCode).toBe(200);
    expect(query.json().data.returnTo).toBe('/');
  });

  it.each(hostileQueries)('social login sends %s home after the provider', async (returnTo) => {
    const agent = createAgent(t.app);
    const start = await agent.request({ url: `/api/login/google?returnTo=${returnTo}&locale=` });
    expect(start.statusCode).toBe(302);
    const authorize = landsOn(start.headers.location as string).searchParams;
    const { user } = await buildUser(t.ctx.db);
    const grant = await agent.request({
      method: 'POST',
      url: '/api/login/local-provider',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...Object.fromEntries(authorize), email: user.email, name: user.name }).toString(),
    });
    const callback = await agent.request({ url: grant.headers.location as string });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
  });
});
