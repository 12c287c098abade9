import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// TRUST_PROXY on: `request.ip` would then believe X-Forwarded-For, and the guards must not.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const outsider = '203.0.113.5';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const navigation = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

/** What an address gets for a path that does not exist at all. */
async function absentFrom(remoteAddress: string, method: 'GET' | 'POST' = 'GET') {
  const response = await t.app.inject({ method, url: '/api/dev/no-such-tool', remoteAddress });
  expect(response.statusCode).toBe(404);
  return response.json();
}

/** A started "Continue with Google" flow from this machine: the local provider's authorize query and its form. */
async function startLocalFlow() {
  const start = await t.app.inject({ url: '/api/login/google', headers: navigation });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string, 'http://localhost:3000');
  expect(authorize.pathname).toBe('/api/login/local-provider');
  const params = authorize.searchParams;
  const grant = new URLSearchParams({
    state: params.get('state')!,
    nonce: params.get('nonce')!,
    redirect_uri: params.get('redirect_uri')!,
    email: 'anyone@example.com',
    name: '아무개',
  }).toString();
  return { authorizeUrl: `${authorize.pathname}${authorize.search}`, grant };
}

describe('the mail outbox behind /devTest', () => {
  it('answers this machine, over IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ url: '/api/dev/outbox', remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(1);
    }
  });

  it('does not exist for any other address, even one that claims to be loopback through X-Forwarded-For', async () => {
    const absent = await absentFrom(outsider);
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const response = await t.app.inject({ url: '/api/dev/outbox?to=admin%40madang.dev', remoteAddress: outsider, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(absent);
    }
    // Bad input from outside gets the same 404, not a validation error that would show the route is there.
    const invalid = await t.app.inject({ url: `/api/dev/outbox?to=${'x'.repeat(300)}`, remoteAddress: outsider });
    expect(invalid.statusCode).toBe(404);
  });

  it('is refused to a reverse proxy on this machine relaying someone else', async () => {
    for (const headers of [{ 'x-forwarded-for': outsider }, { forwarded: `for=${outsider}` }]) {
      const response = await t.app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1', headers });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the local sign-in provider', () => {
  it('runs its whole flow for this machine', async () => {
    const { authorizeUrl, grant } = await startLocalFlow();
    const page = await t.app.inject({ url: authorizeUrl });
    expect(page.statusCode).toBe(200);
    const granted = await t.app.inject({ method: 'POST', url: '/api/login/local-provider', headers: form, payload: grant });
    expect(granted.statusCode).toBe(302);
    expect(granted.headers.location).toMatch(/^\/api\/login\/google\/callback\?code=/);
  });

  it('does not exist for any other address, with or without X-Forwarded-For: 127.0.0.1', async () => {
    const { authorizeUrl, grant } = await startLocalFlow();
    const absentGet = await absentFrom(outsider);
    const absentPost = await absentFrom(outsider, 'POST');
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
      const page = await t.app.inject({ url: authorizeUrl, remoteAddress: outsider, headers });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual(absentGet);
      const granted = await t.app.inject({ method: 'POST', url: '/api/login/local-provider', remoteAddress: outsider, headers: { ...form, ...headers }, payload: grant });
      expect(granted.statusCode).toBe(404);
      expect(granted.json()).toEqual(absentPost);
      const unvalidated = await t.app.inject({ url: '/api/login/local-provider', remoteAddress: outsider, headers });
      expect(unvalidated.statusCode).toBe(404);
    }
  });

  it('is not offered to other addresses: "Continue with Google" answers as on a server without social login', async () => {
    for (const headers of [navigation, { ...navigation, 'x-forwarded-for': '127.0.0.1' }]) {
      const start = await t.app.inject({ url: '/api/login/google', remoteAddress: outsider, headers });
      expect(start.statusCode).toBe(404);
      expect(start.json().message).toBe('social_login_disabled');
      const callback = await t.app.inject({ url: '/api/login/google/callback?code=c&state=s', remoteAddress: outsider, headers });
      expect(callback.statusCode).toBe(404);
      expect(callback.json().message).toBe('social_login_disabled');
    }
  });
});
