import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerPhones, subscriptionLedger, users } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshPhone, latestSmsCode, smsCountTo } from '../accounts/phone.test-helper.ts';
import { buildPlan } from '../payments/payments-test-helpers.ts';
import { appendLedger, lockMember } from '../payments/ledger.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
let partnerId: number;
let partnerCode: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedInUser(t.ctx.db, { role: 'admin' });
  partnerCode = `oz${Date.now() % 100000}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/host/partners',
    headers: admin.headers,
    payload: { code: partnerCode, name_ko: '오즈코딩스쿨', name_en: 'Oz Coding School', period_days: 90 },
  });
  expect(created.statusCode).toBe(200);
  partnerId = created.json().data.id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object, lang = 'ko') => t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'accept-language': lang } });
const sendCode = (headers: Headers, phone: string, lang = 'ko') => post('/api/v1/user/sms/auth-subs', headers, { phone, country_code: '82' }, lang);
const verifyCode = (headers: Headers, phone: string, code: string) => post('/api/v1/user/sms/auth-subs/verification', headers, { phone, code });
const grant = (headers: Headers, phone: string, lang = 'ko') => post('/api/v1/subscription/grant-oz-subs', headers, { from: 'oz', phone }, lang);
const enrol = async (...typed: string[]) => {
  const added = await post(`/api/v1/host/partners/${partnerId}/phones`, admin.headers, { text: typed.join('\n') });
  expect(added.statusCode).toBe(200);
  return added.json().data;
};

/** A member who verified `phone` through the auth-subs steps. */
async function verifiedMember(phone: { typed: string; international: string }) {
  const member = await buildSignedInUser(t.ctx.db);
  expect((await sendCode(member.headers, phone.typed)).json()).toMatchObject({ message: 'OK' });
  const verified = await verifyCode(member.headers, phone.typed, await latestSmsCode(t, phone.international));
  expect(verified.json()).toMatchObject({ message: 'OK', data: [{ sms_auth: 1, phone: phone.international }] });
  return member;
}

/** Another member holding `phone` (verified unless told), set directly as their profile would hold it. */
async function ownPhone(phone: string, values: Partial<typeof users.$inferInsert> = {}) {
  const owner = await buildSignedInUser(t.ctx.db);
  await t.ctx.db
    .update(users)
    .set({ phone, smsVerified: true, ...values })
    .where(eq(users.id, owner.user.id));
  return owner;
}

describe('the partner roster in the console', () => {
  it('adds pasted numbers, reports bad lines by number, ignores duplicates and keeps the console to admins', async () => {
    const [a, b] = [freshPhone(), freshPhone()];
    const result = await enrol('phone', a.typed, 'not a phone', `${b.international.replace('+82', '+82 ')}`, a.typed.replaceAll('-', ''), '', '010-12');
    expect(result).toEqual({
      added: 2,
      duplicates: 1,
      problems: [
        { line: 3, text: 'not a phone' },
        { line: 7, text: '010-12' },
      ],
    });
    expect(await enrol(`${a.typed},Kim`)).toEqual({ added: 0, duplicates: 1, problems: [] });

    const listed = await t.app.inject({ url: `/api/v1/host/partners/${partnerId}/phones`, headers: admin.headers });
    expect(listed.json().data.map((row: { phone: string }) => row.phone)).toEqual(expect.arrayContaining([a.international, b.international]));

    const member = await buildSignedInUser(t.ctx.db);
    expect((await t.app.inject({ url: '/api/v1/host/partners', headers: member.headers })).statusCode).toBe(403);
    expect((await post(`/api/v1/host/partners/${partnerId}/phones`, member.headers, { text: freshPhone().typed })).statusCode).toBe(403);
    const taken = await post('/api/v1/host/partners', admin.headers, { code: partnerCode, name_ko: '다른', name_en: 'Other', period_days: 30 }, 'en');
    expect(taken.json()).toMatchObject({ message: 'partner_code_taken' });
    const badCode = await post('/api/v1/host/partners', admin.headers, { code: 'Oz School', name_ko: '다른', name_en: 'Other', period_days: 30 });
    expect(badCode.statusCode).toBe(400);
  });
});

describe('linking a partner subscription by phone', () => {
  it('verifies an enrolled phone, grants the partner period once, sets the cookie and marks the roster phone linked', async () => {
    const phone = freshPhone();
    await enrol(phone.typed);
    const member = await verifiedMember(phone);
    const before = await t.app.inject({ url: '/api/v1/subscription/user-status', headers: member.headers });
    expect(before.json().data).toMatchObject({ subscription: null, collaboration: null, header_button: 'link' });

    const granted = await grant(member.headers, phone.typed);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ subscription: 'PARTNER', collaboration: partnerCode, header_button: 'subscribed' });
    const cookie = granted.cookies.find((c) => c.name === 'collaboration');
    expect(cookie).toMatchObject({ value: partnerCode, maxAge: 604_800, path: '/' });
    expect(cookie?.httpOnly).toBeFalsy();
    const [ledger] = await t.ctx.db.select().from(subscriptionLedger).where(eq(subscriptionLedger.userId, member.user.id));
    expect(ledger).toMatchObject({ kind: 'granted_by_partner', detail: { partner: partnerCode } });
    const days = (ledger!.periodEnd!.getTime() - ledger!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);

    const listed = await t.app.inject({ url: `/api/v1/host/partners/${partnerId}/phones`, headers: admin.headers });
    expect(listed.json().data.find((row: { phone: string }) => row.phone === phone.international)).toMatchObject({
      linked_user_id: member.user.id,
      linked_user_name: member.user.name,
    });
    const [row] = await t.ctx.db.select().from(partnerPhones).where(eq(partnerPhones.phone, phone.international));
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/host/partners/${partnerId}/phones/${row!.id}`, headers: admin.headers });
    expect(removed.json()).toMatchObject({ message: 'partner_phone_linked' });

    // Again from the same member: the number is spent.
    expect((await grant(member.headers, phone.typed, 'en')).json()).toMatchObject({ message: 'already_granted', detail: 'This phone number is already linked to a subscription.' });
  });

  it('grants once when the link is clicked twice at the same moment', async () => {
    const phone = freshPhone();
    await enrol(phone.typed);
    const member = await verifiedMember(phone);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => grant(member.headers, i % 2 ? phone.typed : phone.international)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    const rows = await t.ctx.db.select().from(subscriptionLedger).where(eq(subscriptionLedger.userId, member.user.id));
    expect(rows).toHaveLength(1);
  });

  it('tells a second member the number is already linked, before any text is sent', async () => {
    const phone = freshPhone();
    await enrol(phone.typed);
    const first = await verifiedMember(phone);
    expect((await grant(first.headers, phone.typed)).statusCode).toBe(200);
    const second = await buildSignedInUser(t.ctx.db);
    const texts = await smsCountTo(t, phone.international);
    const refused = await sendCode(second.headers, phone.typed, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'already_granted', detail: 'This phone number is already linked to a subscription.' });
    expect(await smsCountTo(t, phone.international)).toBe(texts);
  });

  it('refuses a number that is on no active roster, and one verified by another account', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const stranger = freshPhone();
    const absent = await sendCode(member.headers, stranger.typed, 'en');
    expect(absent.json()).toMatchObject({ message: 'not_partner_phone', detail: expect.stringContaining("not on a partner school's list") });
    expect(await smsCountTo(t, stranger.international)).toBe(0);

    const inactiveCode = `off${Date.now() % 100000}`;
    const inactive = await post('/api/v1/host/partners', admin.headers, { code: inactiveCode, name_ko: '종료', name_en: 'Ended', period_days: 30, active: false });
    const retired = freshPhone();
    await post(`/api/v1/host/partners/${inactive.json().data.id}/phones`, admin.headers, { text: retired.typed });
    expect((await sendCode(member.headers, retired.typed)).json().message).toBe('not_partner_phone');

    const owned = freshPhone();
    await enrol(owned.typed);
    await ownPhone(owned.international);
    expect((await sendCode(member.headers, owned.typed)).json().message).toBe('exist');
    expect((await sendCode(member.headers, '12345', 'en')).json()).toMatchObject({ message: 'invalid' });
    expect((await sendCode({}, owned.typed)).json()).toMatchObject({ message: 'user_auth_fail' });
  });

  it('refuses a withdrawn account’s number for 30 days', async () => {
    const phone = freshPhone();
    await enrol(phone.typed);
    await ownPhone(phone.international, { withdrawnAt: new Date() });
    const member = await buildSignedInUser(t.ctx.db);
    expect((await sendCode(member.headers, phone.typed)).json().message).toBe('userout');
  });

  it('fails the sixth try of an auth-subs code even when right', async () => {
    const phone = freshPhone();
    await enrol(phone.typed);
    const member = await buildSignedInUser(t.ctx.db);
    await sendCode(member.headers, phone.typed);
    const code = await latestSmsCode(t, phone.international);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 5; attempt++) expect((await verifyCode(member.headers, phone.typed, wrong)).json().message).toBe('Unauthorized');
    expect((await verifyCode(member.headers, phone.typed, code)).json().message).toBe('Unauthorized');
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(user!.smsVerified).toBe(false);
  });

  it('refuses a phone other than the member’s verified one, an unverified member and a subscribed member', async () => {
    const phone = freshPhone();
    const other = freshPhone();
    await enrol(phone.typed, other.typed);
    const member = await verifiedMember(phone);
    expect((await grant(member.headers, other.typed, 'en')).json()).toMatchObject({
      message: 'partner_phone_mismatch',
      detail: 'Link with the phone number you verified in the steps above.',
    });

    const unverified = await ownPhone(other.international, { smsVerified: false });
    expect((await grant(unverified.headers, other.typed)).json().message).toBe('partner_phone_mismatch');
    expect((await grant({}, other.typed)).statusCode).toBe(401);

    const plan = await buildPlan(t.ctx.db, { kind: 'monthly' });
    await t.ctx.db.transaction(async (tx) => {
      await lockMember(tx, member.user.id);
      await appendLedger(tx, { userId: member.user.id, kind: 'started', planId: plan.id, periodEnd: new Date(Date.now() + 30 * 86_400_000) });
    });
    expect((await grant(member.headers, phone.typed)).json().message).toBe('payment_already_subscribed');
    const [row] = await t.ctx.db.select().from(partnerPhones).where(eq(partnerPhones.phone, phone.international));
    expect(row!.linkedUserId).toBeNull();
  });
});
