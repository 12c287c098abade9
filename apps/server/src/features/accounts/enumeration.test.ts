import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../app-context.ts';
import { users } from '../../db/schema.ts';
import { buildCompetition, buildSignedInUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inviteePasteLimit } from '../host/invitees.ts';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withdrawnDaysAgo = async (days: number) => {
  const { user } = await buildUser(t.ctx.db);
  await t.ctx.db
    .update(users)
    .set({ withdrawnAt: new Date(Date.now() - days * DAY) })
    .where(eq(users.id, user.id));
  return user.email;
};

describe('calls that could tell who has an account', () => {
  it('answers a verification resend the same for a verified, an unverified and an unknown address', async () => {
    const { user: verified } = await buildUser(t.ctx.db);
    const { user: unverified } = await buildUser(t.ctx.db, { verified: false });
    const answers = [];
    for (const email of [verified.email, unverified.email, 'nobody-here@example.com']) {
      const response = await t.app.inject({ url: `/api/login/resend?id=${encodeURIComponent(email)}` });
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { status: 1, message: 'ok', data: null } }));
  });

  it('tells check_outdate only what a sign-up would, without dates, and an old withdrawal like an unknown address', async () => {
    const check = async (email: string) => (await t.app.inject({ url: `/api/signup/check_outdate?mail=${encodeURIComponent(email)}` })).json().data;
    const unknown = await check('never-here@example.com');
    expect(await check(await withdrawnDaysAgo(40))).toEqual(unknown);
    expect(unknown).toEqual({ withdrawn: false, canRejoin: true, rejoinAt: null });

    const recent = await withdrawnDaysAgo(5);
    expect(await check(recent)).toEqual({ withdrawn: true, canRejoin: false, rejoinAt: null });
    // The sign-up itself still says so, as the spec wants, with no date either.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup/simple',
      payload: { email: recent, password: 'password1', name: `rejoin${Date.now() % 100_000}`, terms: true, privacy: true },
    });
    expect(signup.statusCode).toBe(403);
    expect(signup.json().message).toBe('userout');
    expect(signup.json()).not.toHaveProperty('data');
  });
});

describe('limits on the checks that remain', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: defaultRateLimits });
  });
  afterAll(() => limited.close());

  it('limits check_outdate as strictly as sign-ups', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= defaultRateLimits.signup.max; i++) {
      statuses.push((await limited.app.inject({ url: `/api/signup/check_outdate?mail=probe-${i}%40example.com` })).statusCode);
    }
    expect(statuses).toEqual([...Array(defaultRateLimits.signup.max).fill(200), 429]);
  });

  it('keeps naming unknown e-mails to a host, within a per-host budget of pastes', async () => {
    const host = await buildSignedInUser(limited.ctx.db, { role: 'host' });
    const { competition } = await buildCompetition(limited.ctx, { hostUserId: host.user.id });
    const paste = (from: string) =>
      limited.app.inject({
        method: 'POST',
        url: `/api/v1/host/competitions/${competition.id}/invitees`,
        remoteAddress: from,
        headers: { ...host.headers, 'accept-language': 'en' },
        payload: { emails: 'not-a-member@example.com' },
      });
    const first = await paste('198.51.100.1');
    expect(first.json()).toMatchObject({ message: 'invitee_unknown', detail: expect.stringContaining('not-a-member@example.com') });
    for (let i = 1; i < inviteePasteLimit.max; i++) expect((await paste(`198.51.100.${1 + (i % 3)}`)).statusCode).toBe(400);
    // The budget is the host's, from whichever address they paste.
    expect((await paste('203.0.113.200')).statusCode).toBe(429);
  });
});
