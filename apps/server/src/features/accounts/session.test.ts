import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { defaultRateLimits } from '../../app-context.ts';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSignedInUser, buildUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logIn = (agent: ReturnType<typeof createAgent>, payload: Record<string, unknown>) => agent.request({ method: 'POST', url: '/api/login/self_login', payload });

describe('log-in and the session', () => {
  it('logs in with a 7-day httpOnly cookie, answers /myinfo with status 1 and data[0], and logs out', async () => {
    const { user, password } = await buildUser(t.ctx.db, { totalXp: 600 });
    const agent = createAgent(t.app);
    const login = await logIn(agent, { mail: user.email, password, returnTo: '/competitions', locale: 'en' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.returnTo).toBe('/competitions');
    const cookie = (login.cookies as { name: string; httpOnly?: boolean; maxAge?: number; sameSite?: string }[]).find((c) => c.name === 'token')!;
    expect(cookie).toMatchObject({ httpOnly: true, maxAge: 604800, sameSite: 'Lax' });
    const flag = (login.cookies as { name: string; value: string; httpOnly?: boolean }[]).find((c) => c.name === 'is_login')!;
    expect(flag).toMatchObject({ value: '1' });
    expect(flag.httpOnly).toBeFalsy();

    const me = await agent.request({ url: '/api/myinfo' });
    expect(me.json()).toMatchObject({ status: 1, data: [{ id: user.id, name: user.name, level: 3, total_xp: 600, locale: 'en', sms_auth: 0 }] });
    expect(JSON.stringify(me.json())).not.toMatch(/passwordHash|password_hash|\$argon2/);

    const logout = await agent.request({ method: 'POST', url: '/api/login/logout' });
    expect(logout.json().status).toBe(1);
    expect(agent.cookies.has('token')).toBe(false);
    expect(agent.cookies.has('is_login')).toBe(false);
    const after = await agent.request({ url: '/api/myinfo' });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('not login');
  });

  it('accepts the spec’s GET variant of self_login and sends unsafe returnTo home', async () => {
    const { user, password } = await buildUser(t.ctx.db);
    const query = new URLSearchParams({ mail: user.email, password, returnTo: '//evil.example', locale: 'en' });
    const response = await t.app.inject({ url: `/api/login/self_login?${query}` });
    expect(response.json().data.returnTo).toBe('/en');
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const { user } = await buildUser(t.ctx.db);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail: user.email, password: 'nope nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail: 'ghost@example.com', password: 'nope nope' } });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'invalid_credentials', detail: '이메일 또는 비밀번호가 올바르지 않습니다.' });
    }
  });

  it('sends an unverified account to mail verification', async () => {
    const { user, password } = await buildUser(t.ctx.db, { verified: false });
    const response = await t.app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail: user.email, password } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'need_mail_active', data: { email: user.email } });
  });

  it('treats a purely numeric or empty token as no token ("not login")', async () => {
    for (const cookie of ['token=12345', 'token=', 'token=%20']) {
      const response = await t.app.inject({ url: '/api/myinfo', headers: { cookie } });
      expect(response.json().message).toBe('not login');
    }
    const bearer = await t.app.inject({ url: '/api/myinfo', headers: { authorization: 'Bearer 987' } });
    expect(bearer.json().message).toBe('not login');
  });

  it('answers an unknown session token with "no data" and clears the cookies', async () => {
    const response = await t.app.inject({ url: '/api/myinfo', headers: { cookie: 'token=stale-session-token; main_refresh=true' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('no data');
    const cleared = (response.cookies as { name: string; value: string }[]).map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['token', 'is_login', 'main_refresh', 'ga_uid']));
  });

  it('accepts the session token as a Bearer header', async () => {
    const { user, headers } = await buildSignedInUser(t.ctx.db);
    const response = await t.app.inject({ url: '/api/myinfo', headers });
    expect(response.json().data[0].id).toBe(user.id);
  });

  it('refuses a mutating request from another origin', async () => {
    const { user, password } = await buildUser(t.ctx.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/self_login',
      headers: { origin: 'https://evil.example' },
      payload: { mail: user.email, password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('bad_origin');
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/login/self_login',
      headers: { origin: 'http://localhost:3000' },
      payload: { mail: user.email, password },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: defaultRateLimits });
  });
  afterAll(() => limited.close());

  it('stops the 11th log-in attempt from one address within a minute with a clear message', async () => {
    // A new e-mail each time: this is the address budget, not the slow-down of one account.
    const payload = (i: number) => ({ mail: `someone-${i}@example.com`, password: 'whatever1' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await limited.app.inject({ method: 'POST', url: '/api/login/self_login', payload: payload(i) })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await limited.app.inject({ method: 'POST', url: '/api/login/self_login', payload: payload(11), headers: { 'accept-language': 'en' } });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ message: 'rate_limited', detail: 'Too many requests. Please try again shortly.' });
  });

  it('limits sign-ups and verification resends', async () => {
    const signups = [];
    for (let i = 0; i < 6; i++) {
      signups.push(
        await limited.app.inject({
          method: 'POST',
          url: '/api/signup/simple',
          payload: { email: `limit${i}@example.com`, password: 'password1', name: `limit${i}`, terms: true, privacy: true },
        }),
      );
    }
    expect(signups.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 429]);
    const resends = [];
    for (let i = 0; i < 4; i++) resends.push((await limited.app.inject({ url: '/api/login/resend?id=limit0@example.com' })).statusCode);
    expect(resends).toEqual([200, 200, 200, 429]);
  });
});

describe('account page calls', () => {
  it('changes the nickname, refusing one that is taken', async () => {
    const other = await buildUser(t.ctx.db);
    const { headers } = await buildSignedInUser(t.ctx.db);
    const taken = await t.app.inject({ method: 'POST', url: '/api/myinfo/update/v2', headers, payload: { name: other.user.name } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('name_exist');
    const renamed = await t.app.inject({ method: 'POST', url: '/api/myinfo/update/v2', headers, payload: { name: '새이름', marketing: true } });
    expect(renamed.json().data[0]).toMatchObject({ name: '새이름', marketing: true });
    const tooLong = await t.app.inject({ method: 'POST', url: '/api/myinfo/update/v2', headers, payload: { name: '가'.repeat(21) } });
    expect(tooLong.statusCode).toBe(400);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const { user, password, headers } = await buildSignedInUser(t.ctx.db);
    const other = await t.app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail: user.email, password } });
    const otherToken = (other.cookies as { name: string; value: string }[]).find((c) => c.name === 'token')!.value;

    const missing = await t.app.inject({ method: 'POST', url: '/api/myinfo/update/v2', headers, payload: { newPassword: 'brand new pass' } });
    expect(missing.json().fields[0]).toMatchObject({ field: 'currentPassword', key: 'validation.required' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/myinfo/update/v2',
      headers,
      payload: { currentPassword: 'not it', newPassword: 'brand new pass' },
    });
    expect(wrong.json().message).toBe('wrong_password');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/myinfo/update/v2',
      headers,
      payload: { currentPassword: password, newPassword: 'brand new pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/myinfo', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/myinfo', headers: { authorization: `Bearer ${otherToken}` } })).json().message).toBe('no data');
    const relogin = await t.app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail: user.email, password: 'brand new pass' } });
    expect(relogin.statusCode).toBe(200);
  });

  it('withdraws with the password and applies the 30-day rejoin rule', async () => {
    const { user, password, headers } = await buildSignedInUser(t.ctx.db);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/signup/signout/v2', headers, payload: { password: 'wrong one' } });
    expect(wrong.json().message).toBe('wrong_password');
    const done = await t.app.inject({ method: 'POST', url: '/api/signup/signout/v2', headers, payload: { password, reason: '테스트' } });
    expect(done.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/myinfo', headers })).json().message).toBe('no data');
    const login = await t.app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail: user.email, password } });
    expect(login.statusCode).toBe(401);

    const outdate = await t.app.inject({ url: `/api/signup/check_outdate?mail=${encodeURIComponent(user.email)}` });
    expect(outdate.json().data).toMatchObject({ withdrawn: true, canRejoin: false });
    const signup = { email: user.email, password: 'password1', name: 'rejoiner', terms: true, privacy: true };
    const early = await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: signup });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ message: 'userout', detail: expect.stringContaining('30일') });

    await t.ctx.db
      .update(users)
      .set({ withdrawnAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(users.id, user.id));
    expect((await t.app.inject({ url: `/api/signup/check_outdate?mail=${encodeURIComponent(user.email)}` })).json().data.canRejoin).toBe(true);
    const later = await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: signup });
    expect(later.statusCode).toBe(201);
  });

  it('answers check_outdate for an address that never withdrew', async () => {
    const response = await t.app.inject({ url: '/api/signup/check_outdate?mail=fresh@example.com' });
    expect(response.json().data).toEqual({ withdrawn: false, canRejoin: true, rejoinAt: null });
  });

  it('requires a session for the account calls', async () => {
    for (const url of ['/api/myinfo/update/v2', '/api/signup/signout/v2']) {
      const response = await t.app.inject({ method: 'POST', url, payload: { password: 'x', name: 'y' } });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('not login');
    }
  });
});
