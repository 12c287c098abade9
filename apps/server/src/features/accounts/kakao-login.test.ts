import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema.ts';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshPhone, latestSmsCode } from './phone.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = ReturnType<typeof createAgent>;
const unique = () => Math.random().toString(36).slice(2, 10);

/** "Continue with Kakao" through the local provider; returns where the provider sends the browser back. */
async function throughKakao(agent: Agent, input: { email: string; name: string; locale?: string }) {
  const start = await agent.request({ url: `/api/login/kakao?${new URLSearchParams({ returnTo: '/competitions', locale: input.locale ?? '' })}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string, 'http://localhost:3000');
  expect(authorize.pathname).toBe('/api/login/local-provider');
  expect(authorize.searchParams.get('kind')).toBe('kakao');
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/login/kakao/callback');
  const page = await agent.request({ url: `${authorize.pathname}${authorize.search}` });
  const grant = await agent.request({
    method: 'POST',
    url: '/api/login/local-provider',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), email: input.email, name: input.name }).toString(),
  });
  expect(grant.statusCode).toBe(302);
  return { page, callback: grant.headers.location as string, authorize };
}

describe('Kakao login through the local provider', () => {
  it('signs a new person up with the Kakao landing type, keeps the identity apart from Google’s, and logs in again', async () => {
    const agent = createAgent(t.app);
    const email = `kakao-${unique()}@example.com`;
    const { page, callback } = await throughKakao(agent, { email, name: '카카오친구' });
    expect(page.body).toContain('카카오 로그인을 대신하는 페이지');
    expect(callback).toMatch(/^\/api\/login\/kakao\/callback\?code=/);
    const landed = await agent.request({ url: callback });
    const landing = new URL(landed.headers.location as string, 'http://localhost:3000');
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ type: 'kakao', email, name: '카카오친구' });
    const signup = await agent.request({
      method: 'POST',
      url: '/api/signup/social',
      payload: { id: landing.searchParams.get('id'), name: `k${unique()}`, terms: true, privacy: true },
    });
    expect(signup.statusCode).toBe(201);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(await t.ctx.db.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, user!.id))).toEqual([{ provider: 'kakao-local' }]);

    const later = createAgent(t.app);
    const back = await later.request({ url: (await throughKakao(later, { email, name: '카카오친구' })).callback });
    expect(back.headers.location).toBe('/competitions');
    expect(later.cookies.has('token')).toBe(true);

    // Find account names Kakao as the way this account signs in.
    const phone = freshPhone();
    await t.ctx.db.update(users).set({ phone: phone.international, smsVerified: true }).where(eq(users.id, user!.id));
    await t.app.inject({ method: 'POST', url: '/api/v1/user/sms/find-email', payload: { phone: phone.typed } });
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sms/find-email/verification',
      payload: { phone: phone.typed, code: await latestSmsCode(t, phone.international) },
    });
    expect(found.json().data.info).toEqual({ sns_type: 4 });
  });

  it('refuses a Kakao code at Google’s callback and a grant for another kind’s callback', async () => {
    const agent = createAgent(t.app);
    const { callback } = await throughKakao(agent, { email: `cross-${unique()}@example.com`, name: 'Cross' });
    const stolen = callback.replace('/api/login/kakao/callback', '/api/login/google/callback');
    expect((await agent.request({ url: stolen })).statusCode).toBe(400);

    const { authorize } = await throughKakao(agent, { email: `cross2-${unique()}@example.com`, name: 'Cross' });
    const mixed = await agent.request({
      method: 'POST',
      url: '/api/login/local-provider',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), kind: 'google', email: 'x@example.com', name: 'X' }).toString(),
    });
    expect(mixed.statusCode).toBe(400);
  });

  it('answers other machines as if there were no Kakao login', async () => {
    const response = await t.app.inject({ url: '/api/login/kakao', remoteAddress: '203.0.113.7', headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('social_login_disabled');
  });
});
