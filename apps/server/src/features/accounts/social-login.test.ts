import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialLoginTickets, userIdentities, users } from '../../db/schema.ts';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from './create-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = ReturnType<typeof createAgent>;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const unique = () => Math.random().toString(36).slice(2, 10);

/** Starts "Continue with Google" and fills the local provider's form; returns the callback the provider sends back to. */
async function throughProvider(agent: Agent, input: { email: string; name: string; returnTo?: string; locale?: string }) {
  const start = await agent.request({
    method: 'GET',
    url: `/api/login/google?${new URLSearchParams({ returnTo: input.returnTo ?? '/competitions?page=2', locale: input.locale ?? '' })}`,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string, 'http://localhost:3000');
  expect(authorize.pathname).toBe('/api/login/local-provider');
  const page = await agent.request({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  // A form post under no-referrer would carry `Origin: null` and be refused by the origin check.
  expect(page.headers['referrer-policy']).toBe('same-origin');
  const params = authorize.searchParams;
  const grant = await agent.request({
    method: 'POST',
    url: '/api/login/local-provider',
    headers: form,
    payload: new URLSearchParams({
      state: params.get('state')!,
      nonce: params.get('nonce')!,
      redirect_uri: params.get('redirect_uri')!,
      locale: params.get('locale')!,
      email: input.email,
      name: input.name,
    }).toString(),
  });
  expect(grant.statusCode).toBe(302);
  const callback = grant.headers.location as string;
  expect(callback).toMatch(/^\/api\/login\/google\/callback\?code=/);
  return { page, callback, state: params.get('state')! };
}

const signupBody = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `g${unique()}`,
  terms: true,
  privacy: true,
  marketing: true,
  locale: 'ko',
  ...overrides,
});

describe('social login through the local provider', () => {
  it('signs a new person up: provider page, callback to the landing query, then /api/signup/social logs in', async () => {
    const agent = createAgent(t.app);
    const email = `new-${unique()}@example.com`;
    const { page, callback } = await throughProvider(agent, { email, name: '홍길동' });
    expect(page.body).toContain('개발용 로그인 제공자');
    expect(page.body).toContain('<html lang="ko">');

    const landed = await agent.request({ method: 'GET', url: callback });
    expect(landed.statusCode).toBe(302);
    const landing = new URL(landed.headers.location as string, 'http://localhost:3000');
    expect(landing.pathname).toBe('/');
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({ type: 'google', email, name: '홍길동', id: expect.any(String) });
    expect(agent.cookies.has('token')).toBe(false);

    const body = signupBody(landing.searchParams.get('id')!);
    const signedUp = await agent.request({ method: 'POST', url: '/api/signup/social', payload: body });
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.json().data).toMatchObject({ myInfo: { name: body.name }, returnTo: '/competitions?page=2' });
    const me = await agent.request({ method: 'GET', url: '/api/myinfo' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data[0]).toMatchObject({ name: body.name });

    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect(user!.marketingConsent).toBe(true);
    const password = await t.app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail: email, password: '!social-login' } });
    expect(password.statusCode).toBe(401);

    const again = await agent.request({ method: 'POST', url: '/api/signup/social', payload: signupBody(body.id) });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: 'social_signup_expired' });
  });

  it('lets an account made through the provider set a first password, and withdraw by typing its e-mail', async () => {
    const agent = createAgent(t.app);
    const email = `nopass-${unique()}@example.com`;
    const landed = await agent.request({ method: 'GET', url: (await throughProvider(agent, { email, name: 'No Pass' })).callback });
    const id = new URL(landed.headers.location as string, 'http://x').searchParams.get('id')!;
    expect((await agent.request({ method: 'POST', url: '/api/signup/social', payload: signupBody(id) })).statusCode).toBe(201);
    expect((await agent.request({ url: '/api/myinfo' })).json().data[0].has_password).toBe(false);

    const wrong = await agent.request({ method: 'POST', url: '/api/signup/signout/v2', payload: { confirm_email: 'someone@else.com' } });
    expect(wrong.json().message).toBe('wrong_confirmation');

    const set = await agent.request({ method: 'POST', url: '/api/myinfo/update/v2', payload: { newPassword: 'my first password' } });
    expect(set.json().data[0].has_password).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail: email, password: 'my first password' } })).statusCode).toBe(200);
    const change = await agent.request({ method: 'POST', url: '/api/myinfo/update/v2', payload: { newPassword: 'another password' } });
    expect(change.json().fields[0]).toMatchObject({ field: 'currentPassword', key: 'validation.required' });

    const other = createAgent(t.app);
    const email2 = `nopass2-${unique()}@example.com`;
    const landed2 = await other.request({ method: 'GET', url: (await throughProvider(other, { email: email2, name: 'Leaving' })).callback });
    const id2 = new URL(landed2.headers.location as string, 'http://x').searchParams.get('id')!;
    await other.request({ method: 'POST', url: '/api/signup/social', payload: signupBody(id2) });
    const gone = await other.request({ method: 'POST', url: '/api/signup/signout/v2', payload: { confirm_email: email2.toUpperCase() } });
    expect(gone.statusCode).toBe(200);
    expect((await other.request({ url: '/api/myinfo' })).statusCode).toBe(401);
  });

  it('logs a returning person in directly and sends them back where they started', async () => {
    const email = `back-${unique()}@example.com`;
    const first = createAgent(t.app);
    const landed = await first.request({ method: 'GET', url: (await throughProvider(first, { email, name: 'Back' })).callback });
    const id = new URL(landed.headers.location as string, 'http://x').searchParams.get('id')!;
    const name = `b${unique()}`;
    expect((await first.request({ method: 'POST', url: '/api/signup/social', payload: signupBody(id, { name }) })).statusCode).toBe(201);

    const second = createAgent(t.app);
    const { callback } = await throughProvider(second, { email, name: 'Back', returnTo: '/en/competitions', locale: 'en' });
    const back = await second.request({ method: 'GET', url: callback });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/en/competitions');
    expect(second.cookies.has('token')).toBe(true);
    expect((await second.request({ method: 'GET', url: '/api/myinfo' })).json().data[0]).toMatchObject({ name });
  });

  it('links an unknown identity to the active verified account of its e-mail', async () => {
    const owner = await createUser(t.ctx.db, { email: `owner-${unique()}@example.com`, password: 'correct horse', name: `o${unique()}` });
    const agent = createAgent(t.app);
    const { callback } = await throughProvider(agent, { email: owner.email.toUpperCase(), name: 'Someone' });
    const landed = await agent.request({ method: 'GET', url: callback });
    expect(landed.headers.location).toBe('/competitions?page=2');
    expect((await agent.request({ method: 'GET', url: '/api/myinfo' })).json().data[0]).toMatchObject({ name: owner.name });
    const identities = await t.ctx.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.id));
    expect(identities).toMatchObject([{ provider: 'local', subject: owner.email }]);
  });

  it('does not link to an unverified account: the sign-up is offered and then refused as taken', async () => {
    const owner = await createUser(t.ctx.db, { email: `unv-${unique()}@example.com`, password: 'correct horse', name: `u${unique()}`, verified: false });
    const agent = createAgent(t.app);
    const landed = await agent.request({ method: 'GET', url: (await throughProvider(agent, { email: owner.email, name: 'X' })).callback });
    const id = new URL(landed.headers.location as string, 'http://x').searchParams.get('id')!;
    expect(agent.cookies.has('token')).toBe(false);
    const refused = await agent.request({ method: 'POST', url: '/api/signup/social', payload: signupBody(id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'exist' });
  });

  it('lets a taken nickname be corrected with the same pending sign-up', async () => {
    const taken = await createUser(t.ctx.db, { email: `t-${unique()}@example.com`, password: 'correct horse', name: `t${unique()}` });
    const agent = createAgent(t.app);
    const landed = await agent.request({ method: 'GET', url: (await throughProvider(agent, { email: `n-${unique()}@example.com`, name: 'N' })).callback });
    const id = new URL(landed.headers.location as string, 'http://x').searchParams.get('id')!;
    const clash = await agent.request({ method: 'POST', url: '/api/signup/social', payload: signupBody(id, { name: taken.name }) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: 'name_exist' });
    expect((await agent.request({ method: 'POST', url: '/api/signup/social', payload: signupBody(id) })).statusCode).toBe(201);
  });

  it('lands English sign-ups on /en with an English provider page', async () => {
    const agent = createAgent(t.app);
    const { page, callback } = await throughProvider(agent, { email: `en-${unique()}@example.com`, name: 'Jane', locale: 'en', returnTo: '/en' });
    expect(page.body).toContain('Development sign-in provider');
    const landed = await agent.request({ method: 'GET', url: callback });
    expect(landed.headers.location).toMatch(/^\/en\?type=google&/);
  });
});

describe('refusals', () => {
  it('refuses a tampered state, a state from another browser and a replayed callback', async () => {
    const agent = createAgent(t.app);
    const { callback, state } = await throughProvider(agent, { email: `s-${unique()}@example.com`, name: 'S' });
    const tampered = await agent.request({ method: 'GET', url: callback.replace(`state=${state}`, `state=${state.slice(0, -2)}xx`) });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ message: 'social_state_invalid' });

    const stranger = await createAgent(t.app).request({ method: 'GET', url: callback });
    expect(stranger.statusCode).toBe(400);

    expect((await agent.request({ method: 'GET', url: callback })).statusCode).toBe(302);
    const replay = await t.app.inject({ method: 'GET', url: callback, headers: { cookie: `social_state=${state}` } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: 'social_state_invalid' });
  });

  it('refuses an expired code', async () => {
    const agent = createAgent(t.app);
    const { callback } = await throughProvider(agent, { email: `x-${unique()}@example.com`, name: 'X' });
    await t.ctx.db
      .update(socialLoginTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(socialLoginTickets.kind, 'code'));
    const expired = await agent.request({ method: 'GET', url: callback });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: 'social_login_failed' });
  });

  it('sends a cancelled sign-in back to where it started', async () => {
    const agent = createAgent(t.app);
    const { page, state } = await throughProvider(agent, { email: `c-${unique()}@example.com`, name: 'C' });
    const cancel = /href="([^"]*error=access_denied[^"]*)"/.exec(page.body)![1]!.replaceAll('&amp;', '&');
    expect(cancel).toContain(`state=${encodeURIComponent(state)}`.replace(/%2D/g, '-'));
    const back = await agent.request({ method: 'GET', url: cancel });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/competitions?page=2');
  });

  it('answers bad input with 400', async () => {
    const missingConsent = await t.app.inject({ method: 'POST', url: '/api/signup/social', payload: { id: 'x'.repeat(43), name: 'ok', terms: false, privacy: true } });
    expect(missingConsent.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/login/google/callback?code=abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/login/google?locale=fr' })).statusCode).toBe(400);
    const foreign = `/api/login/local-provider?${new URLSearchParams({ state: 's', nonce: 'n', redirect_uri: 'https://evil.example/cb' })}`;
    expect((await t.app.inject({ method: 'GET', url: foreign })).statusCode).toBe(400);
    const badMail = await t.app.inject({
      method: 'POST',
      url: '/api/login/local-provider',
      headers: form,
      payload: new URLSearchParams({ state: 's', nonce: 'n', redirect_uri: 'http://localhost:3000/api/login/google/callback', email: 'nope', name: 'N' }).toString(),
    });
    expect(badMail.statusCode).toBe(400);
  });

  it('keeps an unsafe returnTo on the site', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/login/google?returnTo=//evil.example&locale=en' });
    const state = new URL(start.headers.location as string, 'http://x').searchParams.get('state')!;
    const cancelled = await t.app.inject({ method: 'GET', url: `/api/login/google/callback?error=access_denied&state=${state}`, headers: { cookie: `social_state=${state}` } });
    expect(cancelled.headers.location).toBe('/en');
  });
});
