import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { mailOutbox } from '../../db/schema.ts';
import { latestVerificationLink } from './outbox-link.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validSignup = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'correct horse',
  name: `n${Math.random().toString(36).slice(2, 10)}`,
  terms: true,
  privacy: true,
  marketing: false,
  ...overrides,
});

describe('POST /api/signup/simple', () => {
  it('creates an unverified account and mails a verification link in the chosen language', async () => {
    const body = validSignup({ locale: 'en' });
    const response = await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 1, data: { id: expect.any(Number) } });
    const link = await latestVerificationLink(t.ctx.db, body.email);
    expect(link.id).toBe(response.json().data.id);
    expect(link.url.pathname).toBe('/en/api/verify_mail');
  });

  it('refuses bad input field by field, in Korean by default and in English when asked', async () => {
    const payload = { email: 'not-an-email', password: 'short', name: 'x'.repeat(21), terms: false, privacy: true };
    const korean = await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload });
    expect(korean.statusCode).toBe(400);
    const body = korean.json();
    expect(body).toMatchObject({ status: 400, code: 'validation', message: 'validation', detail: '입력한 내용을 다시 확인해 주세요.' });
    const byField = Object.fromEntries(body.fields.map((f: { field: string }) => [f.field, f]));
    expect(byField.email).toMatchObject({ key: 'validation.email', detail: '이메일 주소 형식이 아닙니다. name@example.com처럼 입력해 주세요.' });
    expect(byField.password).toMatchObject({ key: 'validation.too_short', params: { min: 8 } });
    expect(byField.name).toMatchObject({ key: 'validation.too_long', params: { max: 20 }, detail: '20자 이하로 입력해 주세요.' });
    expect(byField.terms).toMatchObject({ key: 'validation.must_accept' });

    const english = await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload, headers: { 'accept-language': 'en' } });
    expect(english.json().fields.find((f: { field: string }) => f.field === 'name').detail).toBe('Please use 20 characters or fewer.');
  });

  it('answers malformed JSON and wrong content types with 400, never 500', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/signup/simple', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('bad_request');
    const text = await t.app.inject({ method: 'POST', url: '/api/signup/simple', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('refuses a registered e-mail (any case) and a taken nickname', async () => {
    const { user } = await buildUser(t.ctx.db);
    const sameEmail = await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: validSignup({ email: user.email.toUpperCase() }) });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ message: 'exist', detail: '이미 가입된 이메일입니다.' });
    const sameName = await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: validSignup({ name: user.name }) });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('name_exist');
  });

  it('lets exactly one of two simultaneous sign-ups with one e-mail win', async () => {
    const email = 'race@example.com';
    const responses = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: validSignup({ email }) }),
      t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: validSignup({ email }) }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe('exist');
  });
});

describe('GET /api/signup/verify_name', () => {
  it('tells whether a nickname is free, counting one’s own nickname as free', async () => {
    const { user } = await buildUser(t.ctx.db, { name: '마당친구' });
    const taken = await t.app.inject({ url: `/api/signup/verify_name?username=${encodeURIComponent('마당친구')}` });
    expect(taken.json()).toMatchObject({ status: 1, message: 'exist', data: { available: false } });
    const own = await t.app.inject({ url: `/api/signup/verify_name?username=${encodeURIComponent('마당친구')}&id=${user.id}` });
    expect(own.json().data.available).toBe(true);
    const free = await t.app.inject({ url: '/api/signup/verify_name?username=brand-new' });
    expect(free.json()).toMatchObject({ message: 'ok', data: { available: true } });
  });
});

describe('mail verification', () => {
  it('verifies once through the mailed link, and a resend replaces the old link', async () => {
    const body = validSignup();
    await t.app.inject({ method: 'POST', url: '/api/signup/simple', payload: body });
    const first = await latestVerificationLink(t.ctx.db, body.email);

    const resend = await t.app.inject({ url: `/api/login/resend?id=${encodeURIComponent(body.email)}&type=signup` });
    expect(resend.json()).toMatchObject({ status: 1 });
    const second = await latestVerificationLink(t.ctx.db, body.email);
    expect(second.token).not.toBe(first.token);

    const stale = await t.app.inject({ url: `/api/signup/verify?id=${first.id}&token=${first.token}&type=signup` });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('invalid_verification');

    const ok = await t.app.inject({ url: `/api/signup/verify?id=${second.id}&token=${second.token}&type=signup` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe(body.email);

    const again = await t.app.inject({ url: `/api/signup/verify?id=${second.id}&token=${second.token}&type=signup` });
    expect(again.json().message).toBe('already_verified');
    // A verified account is answered like any other address (enumeration.test.ts), and gets no mail.
    const mails = (await t.ctx.db.select().from(mailOutbox)).length;
    const resendVerified = await t.app.inject({ url: `/api/login/resend?id=${encodeURIComponent(body.email)}` });
    expect(resendVerified.json()).toMatchObject({ status: 1 });
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(mails);
  });

  it('refuses a forged token and a malformed id', async () => {
    const { user } = await buildUser(t.ctx.db, { verified: false });
    const forged = await t.app.inject({ url: `/api/signup/verify?id=${user.id}&token=forged&type=signup` });
    expect(forged.json().message).toBe('invalid_verification');
    const malformed = await t.app.inject({ url: '/api/signup/verify?id=abc&token=x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe('id');
  });

  it('answers a resend for an unknown address like any other', async () => {
    const response = await t.app.inject({ url: '/api/login/resend?id=nobody@example.com' });
    expect(response.json()).toMatchObject({ status: 1 });
  });
});
