import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications, users } from '../../db/schema.ts';
import { buildSignedInUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshPhone, latestSmsCode, smsCountTo } from './phone.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (headers: Headers, payload: object, lang = 'ko') =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/sms', payload, headers: { ...headers, 'accept-language': lang } });
const verify = (headers: Headers, payload: object, lang = 'ko') =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/sms/verification', payload, headers: { ...headers, 'accept-language': lang } });

describe('verifying a phone by SMS', () => {
  it('texts a 6-digit code and, given it, makes the number the member’s verified phone', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const phone = freshPhone();
    const sent = await send(member.headers, { phone: phone.typed, country_code: '82', version: 2 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 1, message: 'OK', data: { expiresInSeconds: 600 } });
    const code = await latestSmsCode(t, phone.international);

    const wrong = await verify(member.headers, { phone: phone.typed, code: code === '000000' ? '111111' : '000000' }, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Unauthorized', detail: 'The verification code is wrong or has expired.' });

    const right = await verify(member.headers, { phone: phone.typed, code });
    expect(right.json()).toMatchObject({ message: 'OK', data: [{ sms_auth: 1, phone: phone.international }] });
    const me = await t.app.inject({ url: '/api/myinfo', headers: member.headers });
    expect(me.json().data[0]).toMatchObject({ sms_auth: 1, phone: phone.international });

    // A used code does not work twice.
    const again = await verify(member.headers, { phone: phone.typed, code });
    expect(again.json().message).toBe('Unauthorized');
  });

  it('fails the sixth try even with the right code, and an expired code', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const phone = freshPhone();
    await send(member.headers, { phone: phone.typed });
    const code = await latestSmsCode(t, phone.international);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await verify(member.headers, { phone: phone.typed, code: wrongCode })).json().message).toBe('Unauthorized');
    }
    const sixth = await verify(member.headers, { phone: phone.typed, code });
    expect(sixth.json()).toMatchObject({ message: 'Unauthorized', detail: '인증번호가 틀렸거나 만료되었습니다.' });
    const [row] = await t.ctx.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone.international));
    expect(row!.attempts).toBe(5);
    expect(row!.codeHash).not.toContain(code);

    await send(member.headers, { phone: phone.typed });
    const fresh = await latestSmsCode(t, phone.international);
    await t.ctx.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.phone, phone.international));
    expect((await verify(member.headers, { phone: phone.typed, code: fresh })).json().message).toBe('Unauthorized');
  });

  it('refuses codes of the wrong length, a blank code and an empty phone with the field’s message', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const short = await verify(member.headers, { phone: '01012345678', code: '12345' }, 'en');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([expect.objectContaining({ field: 'code', key: 'validation.code_format', detail: 'Enter the 6-digit verification code.' })]);
    const blank = await verify(member.headers, { phone: '01012345678', code: ' ' });
    expect(blank.json().fields[0]).toMatchObject({ field: 'code', detail: '인증번호를 입력해 주세요.' });
    const noPhone = await send(member.headers, { phone: '' });
    expect(noPhone.json().fields[0]).toMatchObject({ field: 'phone', key: 'validation.phone_required' });
  });

  it('answers each refusal of section 8 with its message in both languages', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const holder = await buildUser(t.ctx.db, { smsVerified: true });
    const taken = freshPhone();
    await t.ctx.db.update(users).set({ phone: taken.international }).where(eq(users.id, holder.user.id));
    const exist = await send(member.headers, { phone: taken.typed });
    expect(exist.statusCode).toBe(409);
    expect(exist.json()).toMatchObject({ message: 'exist', detail: '이미 다른 계정에 등록된 휴대전화 번호입니다.' });
    expect((await send(member.headers, { phone: taken.typed }, 'en')).json().detail).toBe('This phone number is already registered to another account.');

    const gone = await buildUser(t.ctx.db, { smsVerified: true });
    const left = freshPhone();
    await t.ctx.db
      .update(users)
      .set({ phone: left.international, withdrawnAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(users.id, gone.user.id));
    const userout = await send(member.headers, { phone: left.typed }, 'en');
    expect(userout.json()).toMatchObject({ message: 'userout', detail: 'This number can be used again 30 days after its account was withdrawn.' });
    // After 30 days the number is free again.
    await t.ctx.db
      .update(users)
      .set({ withdrawnAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, gone.user.id));
    expect((await send(member.headers, { phone: left.typed })).json().message).toBe('OK');

    for (const phone of ['02-123-4567', '010-1234-567', '0101234567890', 'abc']) {
      const invalid = await send(member.headers, { phone });
      expect(invalid.json(), phone).toMatchObject({ message: 'invalid', detail: '휴대전화 번호를 다시 확인해 주세요.' });
    }
    expect((await send(member.headers, { phone: '12345', country_code: '+1' })).json().message).toBe('invalid');

    const anonymous = await send({}, { phone: freshPhone().typed }, 'en');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'user_auth_fail', detail: 'Please log out and log back in to try again.' });
  });

  it('keeps one verified phone per account: a new number replaces the old one, and two accounts cannot hold one', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const first = freshPhone();
    const second = freshPhone();
    for (const phone of [first, second]) {
      await send(member.headers, { phone: phone.typed });
      await verify(member.headers, { phone: phone.typed, code: await latestSmsCode(t, phone.international) });
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ phone: second.international, smsVerified: true });

    // Two members race for one number: both got codes before either verified; the second to verify is refused.
    const other = await buildSignedInUser(t.ctx.db);
    const shared = freshPhone();
    await send(member.headers, { phone: shared.typed });
    const memberCode = await latestSmsCode(t, shared.international);
    await send(other.headers, { phone: shared.typed });
    const otherCode = await latestSmsCode(t, shared.international);
    expect((await verify(other.headers, { phone: shared.typed, code: otherCode })).json().message).toBe('OK');
    const late = await verify(member.headers, { phone: shared.typed, code: memberCode });
    expect(late.json()).toMatchObject({ message: 'exist', detail: '이미 다른 계정에 등록된 휴대전화 번호입니다.' });
  });

  it('takes an international number without its leading 0 behind the country code', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const sent = await send(member.headers, { phone: '090-1234-5678', country_code: '81' });
    expect(sent.json().message).toBe('OK');
    expect(await smsCountTo(t, '+819012345678')).toBe(1);
  });
});
