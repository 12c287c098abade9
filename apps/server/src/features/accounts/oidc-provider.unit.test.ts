import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createOidcProvider, googleOidc, kakaoOidc, verifyIdToken, type Jwk } from './oidc-provider.ts';

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

const check = (token: string) => verifyIdToken(token, { jwks, clientId, nonce: 'nonce-1', now, issuers: googleOidc.issuers });

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
    [
      'a changed payload',
      (() => {
        const [h, , s] = idToken().split('.');
        return `${h}.${b64({ sub: 'x', aud: clientId })}.${s}`;
      })(),
    ],
    ['garbage', 'not.a.token'],
  ])('refuses %s', (_, token) => {
    expect(() => check(token)).toThrow(expect.objectContaining({ messageKey: 'social_login_failed' }));
  });
});

describe('the OpenID Connect provider', () => {
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
    const provider = createOidcProvider(googleOidc, { clientId, clientSecret: 'secret' }, fakeFetch);
    const url = new URL(provider.authorizeUrl({ state: 's-1', nonce: 'n-2', redirectUri: 'https://madang.example/api/login/google/callback', locale: 'en' }));
    expect(url.origin).toBe('https://accounts.google.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: clientId, response_type: 'code', state: 's-1', nonce: 'n-2', scope: 'openid email profile' });
    const profile = await provider.exchangeCode({ code: 'c', redirectUri: 'https://madang.example/api/login/google/callback', nonce: 'n-2' });
    expect(profile).toEqual({ subject: '1098765', email: 'jane@example.com', name: 'Jane', emailVerified: true });
    expect(calls).toEqual(['https://oauth2.googleapis.com/token', 'https://www.googleapis.com/oauth2/v3/certs']);
  });
});

describe('the same provider for Kakao', () => {
  it('asks Kakao, takes the nickname, and reads whether the e-mail is verified from userinfo', async () => {
    const calls: string[] = [];
    const kakaoToken = (claims: Record<string, unknown>) =>
      idToken({
        iss: 'https://kauth.kakao.com',
        sub: '4242',
        name: undefined,
        email_verified: undefined,
        nickname: '카카오친구',
        exp: Date.now() / 1000 + 600,
        nonce: 'n-3',
        ...claims,
      });
    let userinfo: Record<string, unknown> = { sub: '4242', email: 'friend@kakao.example', email_verified: true };
    const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
      calls.push(String(url));
      if (String(url).endsWith('/oauth/token')) return Response.json({ id_token: kakaoToken({ email: 'Friend@Kakao.example' }), access_token: 'kakao-access' });
      if (String(url).endsWith('/userinfo')) {
        expect(new Headers(init?.headers).get('authorization')).toBe('Bearer kakao-access');
        return Response.json(userinfo);
      }
      return Response.json({ keys: jwks });
    }) as typeof fetch;
    const provider = createOidcProvider(kakaoOidc, { clientId, clientSecret: 'secret' }, fakeFetch);
    const url = new URL(provider.authorizeUrl({ state: 's', nonce: 'n-3', redirectUri: 'https://madang.example/api/login/kakao/callback', locale: 'ko' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(url.searchParams.get('scope')).toBe('openid account_email profile_nickname');
    const request = { code: 'c', redirectUri: 'https://madang.example/api/login/kakao/callback', nonce: 'n-3' };
    expect(await provider.exchangeCode(request)).toEqual({ subject: '4242', email: 'friend@kakao.example', name: '카카오친구', emailVerified: true });
    expect(calls.slice(0, 3)).toEqual(['https://kauth.kakao.com/oauth/token', 'https://kauth.kakao.com/.well-known/jwks.json', 'https://kapi.kakao.com/v1/oidc/userinfo']);
    // Userinfo about someone else, or a Google-issued token, is refused.
    userinfo = { sub: '9999', email_verified: true };
    await expect(provider.exchangeCode(request)).rejects.toMatchObject({ messageKey: 'social_login_failed' });
    userinfo = { sub: '4242', email_verified: false };
    expect((await provider.exchangeCode(request)).emailVerified).toBe(false);
    const google = createOidcProvider(googleOidc, { clientId, clientSecret: 'secret' }, (async (url: string | URL) =>
      String(url).includes('token') ? Response.json({ id_token: kakaoToken({ email: 'a@b.c' }) }) : Response.json({ keys: jwks })) as typeof fetch);
    await expect(google.exchangeCode(request)).rejects.toMatchObject({ messageKey: 'social_login_failed' });
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
  it('takes a Kakao client as a pair', () => {
    expect(loadConfig({ ...base, KAKAO_CLIENT_ID: 'rest-key', KAKAO_CLIENT_SECRET: 's' }).kakao).toEqual({ clientId: 'rest-key', clientSecret: 's' });
    expect(() => loadConfig({ ...base, KAKAO_CLIENT_SECRET: 's' })).toThrow(/KAKAO_CLIENT_ID, KAKAO_CLIENT_SECRET: set both or neither/);
  });
});
