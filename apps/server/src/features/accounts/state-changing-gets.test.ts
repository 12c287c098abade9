import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessions, users } from '../../db/schema.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestVerificationLink } from './outbox-link.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// What a browser sends for each way a page can reach a URL (Fetch Metadata).
const typedInAddressBar = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
const linkOnThePlatform = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
const platformScript = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
const imageInAPost = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
const hostile = {
  'image in a post': imageInAPost,
  'frame on the platform': { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
  'script tag': { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
  'link on another site': { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  'image on another site': { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  'fetch from a sibling subdomain': { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
};

const sessionCount = async (userId: number) => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;
const setCookieNames = (response: { cookies: unknown }) => (response.cookies as { name: string }[]).map((cookie) => cookie.name);

describe('the GET log-in', () => {
  it.each(Object.entries(hostile))('opens no session for a request from a %s', async (_, headers) => {
    const { user, password } = await buildUser(t.ctx.db);
    const url = `/api/login/self_login?${new URLSearchParams({ mail: user.email, password })}`;
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url, headers });
      expect(response.statusCode).toBe(403);
      expect(setCookieNames(response)).not.toContain('token');
    }
    const refused = await t.app.inject({ url, headers: { ...headers, 'accept-language': 'en' } });
    expect(refused.json()).toMatchObject({ message: 'cross_site_request', detail: expect.stringContaining('another site') });
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('logs in from the address bar, a link on the platform, and clients that send no Fetch Metadata', async () => {
    const { user, password } = await buildUser(t.ctx.db);
    const url = `/api/login/self_login?${new URLSearchParams({ mail: user.email, password })}`;
    for (const headers of [typedInAddressBar, linkOnThePlatform, {}]) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(setCookieNames(response)).toContain('token');
    }
    expect(await sessionCount(user.id)).toBe(3);
  });
});

describe('the other GETs that change state', () => {
  it('mails a new verification link only when the platform’s own script asks', async () => {
    const { user } = await buildUser(t.ctx.db, { verified: false });
    const url = `/api/login/resend?${new URLSearchParams({ id: user.email, type: 'signup' })}`;
    const mails = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.recipient, user.email)))[0]!.n;
    for (const headers of Object.values(hostile)) expect((await t.app.inject({ url, headers })).statusCode).toBe(403);
    expect(await mails()).toBe(0);
    expect((await t.app.inject({ url, headers: platformScript })).statusCode).toBe(200);
    expect(await mails()).toBe(1);
  });

  it('verifies an address only when the platform’s own script asks', async () => {
    const { user } = await buildUser(t.ctx.db, { verified: false });
    await t.app.inject({ url: `/api/login/resend?${new URLSearchParams({ id: user.email, type: 'signup' })}` });
    const link = await latestVerificationLink(t.ctx.db, user.email);
    const url = `/api/signup/verify?${new URLSearchParams({ id: String(link.id), token: link.token, type: 'signup' })}`;
    for (const headers of [...Object.values(hostile), linkOnThePlatform]) expect((await t.app.inject({ url, headers })).statusCode).toBe(403);
    const [before] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(before!.emailVerifiedAt).toBeNull();
    expect((await t.app.inject({ url, headers: platformScript })).statusCode).toBe(200);
  });

  it('starts "Continue with Google" only from a page load, never from an image', async () => {
    const url = '/api/login/google?returnTo=%2Fcompetitions';
    const image = await t.app.inject({ url, headers: imageInAPost });
    expect(image.statusCode).toBe(403);
    expect(setCookieNames(image)).not.toContain('social_state');
    expect((await t.app.inject({ url, headers: linkOnThePlatform })).statusCode).toBe(302);
  });
});
