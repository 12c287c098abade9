import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createGoogleProvider, verifyIdToken, type Jwk } from './google-oidc-provider.ts';

const clientId = 'client-123.apps.googleusercontent.com';
const now = Date.UTC(2026, 0, 1);
const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const google = keyPair();
const stranger = keyPair();
const jwks: Jwk[] = [{ ...(google.publicKey.export({ format: 'jwk' }) as Jwk), kid: 'key-1', alg: 'RS256', use: 'sig' }];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function idToken(claims: Record<string, unknown> = {}, options: { key?: KeyObject; kid?: string; alg?: string } = {}): string {
  const head = b64({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'key-1', typ: 'JWT' });
  const body = b64({
    iss: 'https://accounts.google.com',
    aud: clientId,
    sub: '1098765',
    email: 'jane@example.com',
    email_verified: true,
    name: 'Jane',
    nonce: 'nonce-1',
    iat: now / 1000,
    exp: now / 1000 + 3600,
    ...claims,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), options.key ?? google.privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}

const check = (token: string) => verifyIdToken(token, { jwks, clientId, nonce: 'nonce-1', now });

describe('verifyIdToken', () => {
  it('accepts a token signed by a published key for this client', () => {
    expect(check(idToken())).toMatchObject({ sub: '1098765', email: 'jane@example.com' });
    expect(check(idToken({ iss: 'accounts.google.com', aud: ['other', clientId] }))).toMatchObject({ sub: '1098765' });
  });

  it.each([
    ['a wrong audience', idToken({ aud: 'someone-else' })],
    ['an expired token', idToken({ exp: now / 1000 - 3600 })],
    ['a wrong nonce', idToken({ nonce: 'replayed' })],
    ['a wrong issuer', idToken({ iss: 'https://evil.example' })],
    ['a signature by another key', idToken({}, { key: stranger.privateKey })],
    ['an unknown key id', idToken({}, { kid: 'key-9' })],
    ['another algorithm', idToken({}, { alg: 'HS256' })],
    ['a changed payload', (() => { const [h, , s] = idToken().split('.'); return `${h}.${b64({ sub: 'x', aud: clientId })}.${s}`; })()],
    ['garbage', 'not.a.token'],
  ])('refuses %s', (_, token) => {
    expect(() => check(token)).toThrow(expect.objectContaining({ messageKey: 'social_login_failed' }));
  });
});

describe('createGoogleProvider', () => {
  it('asks Google for a code with state and nonce and trades it for the verified profile', async () => {
    const calls: string[] = [];
    const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
      calls.push(String(url));
      if (String(url).includes('/token')) {
        expect(String(init?.body)).toContain('grant_type=authorization_code');
        return Response.json({ id_token: idToken({ exp: Date.now() / 1000 + 600, nonce: 'n-2' }) });
      }
      return Response.json({ keys: jwks });
    }) as typeof fetch;
    const provider = createGoogleProvider({ clientId, clientSecret: 'secret', fetch: fakeFetch });
    const url = new URL(provider.authorizeUrl({ state: 's-1', nonce: 'n-2', redirectUri: 'https://madang.example/api/login/google/callback', locale: 'en' }));
    expect(url.origin).toBe('https://accounts.google.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: clientId, response_type: 'code', state: 's-1', nonce: 'n-2', scope: 'openid email profile' });
    const profile = await provider.exchangeCode({ code: 'c', redirectUri: 'https://madang.example/api/login/google/callback', nonce: 'n-2' });
    expect(profile).toEqual({ subject: '1098765', email: 'jane@example.com', name: 'Jane', emailVerified: true });
    expect(calls).toEqual(['https://oauth2.googleapis.com/token', 'https://www.googleapis.com/oauth2/v3/certs']);
  });
});

describe('social login settings', () => {
  const base = { DATA_DIR: '/tmp/madang-config-test', PUBLIC_URL: 'https://madang.example', SECRET: 'x'.repeat(40), SMTP_HOST: 'mail.example.org' };
  it('uses the local provider outside production only, unless asked for', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' })).toMatchObject({ google: undefined, localSocialLogin: true });
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).localSocialLogin).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SOCIAL_LOGIN_LOCAL: 'true' }).localSocialLogin).toBe(true);
  });
  it('takes a Google client as a pair', () => {
    expect(loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({ clientId: 'id', clientSecret: 's' });
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id' })).toThrow(/set both or neither/);
  });
});
