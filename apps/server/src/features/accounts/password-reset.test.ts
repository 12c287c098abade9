import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../app-context.ts';
import { apiTokens, mailOutbox, passwordResets, sessions, users } from '../../db/schema.ts';
import { buildSignedInUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createApiToken } from '../api-tokens/issue-api-token.ts';
import { SOCIAL_ONLY_PASSWORD_HASH } from './has-password.ts';
import { RESET_MAILS_PER_HOUR } from './reset-mail-budget.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (app: TestApp, email: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.app.inject({ method: 'POST', url: '/api/login/forgot_password', payload: { email }, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/reset_password', payload: { token, password }, headers: { 'accept-language': 'en' } });
const logIn = (mail: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login/self_login', payload: { mail, password } });

const mailsTo = (app: TestApp, email: string) =>
  app.ctx.db.select().from(mailOutbox).where(sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`).orderBy(desc(mailOutbox.id));

/** The reset link of the newest mail to `email`, as its owner would open it. */
async function latestResetLink(email: string): Promise<URL> {
  const [mail] = await mailsTo(t, email);
  const link = mail?.text.match(/https?:\/\/\S+reset-password\S+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return new URL(link);
}

describe('asking for a reset link', () => {
  it('answers a known, a withdrawn and an unknown address the same, and mails only the live account', async () => {
    const { user } = await buildUser(t.ctx.db);
    const { user: gone } = await buildUser(t.ctx.db);
    await t.ctx.db.update(users).set({ withdrawnAt: new Date() }).where(eq(users.id, gone.id));
    const answers = [];
    for (const email of [user.email.toUpperCase(), gone.email, 'nobody-at-all@example.com']) {
      const response = await forgot(t, email);
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { status: 1, message: 'ok', data: null } }));
    expect(await mailsTo(t, user.email)).toHaveLength(1);
    expect(await mailsTo(t, gone.email)).toHaveLength(0);
    expect(await mailsTo(t, 'nobody-at-all@example.com')).toHaveLength(0);
  });

  it('mails a link to the reset page in the language asked, valid for 30 minutes and stored only hashed', async () => {
    const { user } = await buildUser(t.ctx.db);
    await forgot(t, user.email, { 'accept-language': 'en' });
    const [mail] = await mailsTo(t, user.email);
    expect(mail!.subject).toBe('[Madang] Reset your password');
    const url = await latestResetLink(user.email);
    expect(url.pathname).toBe('/en/account/reset-password');
    const token = url.searchParams.get('token')!;
    const [row] = await t.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);

    await forgot(t, user.email, { 'accept-language': 'ko' });
    expect((await mailsTo(t, user.email))[0]!.subject).toBe('[마당] 비밀번호 재설정 안내');
    expect((await latestResetLink(user.email)).pathname).toBe('/account/reset-password');
  });

  it(`sends at most ${RESET_MAILS_PER_HOUR} mails an hour to one address, still answering the same`, async () => {
    const { user } = await buildUser(t.ctx.db);
    for (let i = 0; i <= RESET_MAILS_PER_HOUR + 1; i++) {
      // From a different address each time: the per-e-mail budget holds on its own.
      const response = await forgot(t, user.email, {}, `198.51.100.${10 + i}`);
      expect(response.json()).toEqual({ status: 1, message: 'ok', data: null });
    }
    expect(await mailsTo(t, user.email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('limits the requests of one network address', async () => {
    const limited = await createTestApp({ rateLimits: defaultRateLimits });
    try {
      const statuses = [];
      for (let i = 0; i <= defaultRateLimits.resend.max; i++) {
        statuses.push((await forgot(limited, `probe-${i}@example.com`, {}, '203.0.113.7')).statusCode);
      }
      expect(statuses).toEqual([...Array(defaultRateLimits.resend.max).fill(200), 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses a malformed address with a field error, not a 500', async () => {
    const response = await forgot(t, 'not-an-address', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toEqual(['email']);
  });
});

describe('using a reset link', () => {
  it('sets the password, ends every session, revokes API tokens, and works once', async () => {
    const signedIn = await buildSignedInUser(t.ctx.db);
    const { user } = signedIn;
    await createApiToken(t.ctx.db, user.id, 'laptop');
    await forgot(t, user.email);
    const token = (await latestResetLink(user.email)).searchParams.get('token')!;

    const used = await reset(token, 'brand-new-secret');
    expect(used.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const tokens = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(tokens.map((row) => row.revokedAt !== null)).toEqual([true]);
    expect((await t.app.inject({ url: '/api/myinfo', headers: signedIn.headers })).statusCode).not.toBe(200);
    expect((await logIn(user.email, signedIn.password)).statusCode).not.toBe(200);
    expect((await logIn(user.email, 'brand-new-secret')).statusCode).toBe(200);

    const again = await reset(token, 'another-secret-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'invalid_reset', detail: expect.stringContaining('invalid') });
    expect((await logIn(user.email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('retires older links when one is used', async () => {
    const { user } = await buildUser(t.ctx.db);
    await forgot(t, user.email);
    const older = (await latestResetLink(user.email)).searchParams.get('token')!;
    await forgot(t, user.email);
    const newer = (await latestResetLink(user.email)).searchParams.get('token')!;
    expect((await reset(newer, 'fresh-password-1')).statusCode).toBe(200);
    expect((await reset(older, 'fresh-password-2')).statusCode).toBe(400);
  });

  it('refuses an expired link and an unknown one', async () => {
    const { user } = await buildUser(t.ctx.db);
    await forgot(t, user.email);
    const token = (await latestResetLink(user.email)).searchParams.get('token')!;
    await t.ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await reset(token, 'too-late-password')).json()).toMatchObject({ message: 'invalid_reset' });
    expect((await reset('made-up-token', 'whatever-password')).statusCode).toBe(400);
  });

  it('holds the new password to the sign-up rules', async () => {
    const { user } = await buildUser(t.ctx.db);
    await forgot(t, user.email);
    const token = (await latestResetLink(user.email)).searchParams.get('token')!;
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.map((f: { field: string }) => f.field)).toEqual(['password']);
    // A refused password leaves the link usable.
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('lets a social-only account set its first password', async () => {
    const { user } = await buildUser(t.ctx.db);
    await t.ctx.db.update(users).set({ passwordHash: SOCIAL_ONLY_PASSWORD_HASH }).where(eq(users.id, user.id));
    await forgot(t, user.email);
    const token = (await latestResetLink(user.email)).searchParams.get('token')!;
    expect((await reset(token, 'first-password-1')).statusCode).toBe(200);
    const login = await logIn(user.email, 'first-password-1');
    expect(login.statusCode).toBe(200);
    expect(login.json().data.myInfo.has_password).toBe(true);
  });
});
