import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../app-context.ts';
import { buildSignedInUser, buildUser } from '../../test/factories.ts';
import { createTestApp, relaxedRateLimits, type TestApp } from '../../test/test-app.ts';
import { FREE_FAILURES, loginThrottleOf } from './login-throttle.ts';

const PROXY = '10.0.0.1';
const MAX = defaultRateLimits.login.max;

describe('the per-address log-in budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, rateLimits: defaultRateLimits });
  });
  afterAll(() => t.close());

  it('counts the address the proxy saw, whatever X-Forwarded-For the client wrote', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/self_login',
        remoteAddress: PROXY,
        // The client's own header first, then the address the proxy in front appended.
        headers: { 'x-forwarded-for': `198.18.0.${i}, 203.0.113.5` },
        payload: { mail: `spray-${i}@example.com`, password: 'guess-1234' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, MAX)).toEqual(Array(MAX).fill(401));
    expect(new Set(statuses.slice(MAX))).toEqual(new Set([429]));
  });

  it('is one budget for the GET and POST log-ins and the password checks of the account page', async () => {
    const { headers } = await buildSignedInUser(t.ctx.db);
    const from = { remoteAddress: PROXY, headers: { 'x-forwarded-for': '203.0.113.6' } };
    const statuses: number[] = [];
    for (let i = 0; i < MAX - 1; i++) {
      const payload = { mail: `mixed-${i}@example.com`, password: 'guess-1234' };
      const response =
        i % 2 === 0
          ? await t.app.inject({ method: 'POST', url: '/api/login/self_login', payload, ...from })
          : await t.app.inject({ url: `/api/login/self_login?mail=${encodeURIComponent(payload.mail)}&password=${payload.password}`, ...from });
      statuses.push(response.statusCode);
    }
    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/api/signup/signout/v2',
      remoteAddress: PROXY,
      headers: { ...from.headers, ...headers },
      payload: { password: 'not-it-123' },
    });
    statuses.push(withdraw.statusCode);
    const over = await t.app.inject({ url: '/api/login/self_login?mail=x%40example.com&password=guess-1234', ...from, headers: { ...from.headers, 'accept-language': 'en' } });
    expect(statuses).toEqual([...Array(MAX - 1).fill(401), 403]);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: 'rate_limited', detail: 'Too many requests. Please try again shortly.' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the per-account slow-down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Address budgets out of the way, to see the account's own limit.
    t = await createTestApp({ rateLimits: relaxedRateLimits });
  });
  afterAll(() => t.close());

  const logIn = (mail: string, password: string, from: string) =>
    t.app.inject({ method: 'POST', url: '/api/login/self_login', remoteAddress: from, headers: { 'accept-language': 'en' }, payload: { mail, password } });

  /** The free failures through the API, then more straight into the throttle: a wait of minutes, which no slow machine outlasts. */
  async function failMany(mail: string, from: string) {
    for (let i = 0; i < FREE_FAILURES; i++) expect((await logIn(mail, `wrong-${i}-pass`, from)).statusCode).toBe(401);
    for (let i = 0; i < 6; i++) loginThrottleOf(t.ctx).recordFailure(mail, from);
  }

  it('slows down guessing with a 429 and Retry-After, while the owner from an address that has not been failing still gets in', async () => {
    const { user, password } = await buildUser(t.ctx.db);
    await failMany(user.email, '198.51.100.66');

    const slowed = await logIn(user.email, 'wrong-again-1', '198.51.100.66');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ message: 'login_slowed' });
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(slowed.json().detail).toBe(`Too many failed log-ins for this account. Please try again in ${retryAfter} seconds.`);
    // Even the right password waits from the failing address: it is not checked at all.
    expect((await logIn(user.email, password, '198.51.100.66')).statusCode).toBe(429);

    expect((await logIn(user.email, password, '192.0.2.10')).statusCode).toBe(200);
  });

  it('gives an address that has not been failing one guess, and then slows it down too', async () => {
    const { user } = await buildUser(t.ctx.db);
    await failMany(user.email, '198.51.100.70');
    expect((await logIn(user.email, 'wrong-from-new', '198.51.100.71')).statusCode).toBe(401);
    expect((await logIn(user.email, 'wrong-from-new2', '198.51.100.71')).statusCode).toBe(429);
  });

  it('answers an unknown e-mail exactly as a known one', async () => {
    await failMany('nobody-at-all@example.com', '198.51.100.80');
    expect((await logIn('nobody-at-all@example.com', 'wrong-again-1', '198.51.100.80')).json()).toMatchObject({ status: 429, message: 'login_slowed' });
  });
});
