import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../db/schema.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SOCIAL_ONLY_PASSWORD_HASH } from './has-password.ts';
import { maskEmail } from './find-account.ts';
import { freshPhone, latestSmsCode } from './phone.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, lang = 'ko') => t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang } });

/** Both steps of the popup for a number, as the phone's holder would do them. */
async function findByPhone(phone: { typed: string; international: string }, lang = 'ko') {
  const sent = await post('/api/v1/user/sms/find-email', { phone: phone.typed, country_code: '82' }, lang);
  expect(sent.json()).toMatchObject({ message: 'OK' });
  return post('/api/v1/user/sms/find-email/verification', { phone: phone.typed, country_code: '82', code: await latestSmsCode(t, phone.international) }, lang);
}

async function memberWithPhone(overrides: Parameters<typeof buildUser>[1] = {}) {
  const phone = freshPhone();
  const { user } = await buildUser(t.ctx.db, { smsVerified: true, ...overrides });
  await t.ctx.db.update(users).set({ phone: phone.international }).where(eq(users.id, user.id));
  return { user, phone };
}

describe('finding an account by its phone', () => {
  it('shows the masked e-mail and how the account signs in once the code is right', async () => {
    const { user, phone } = await memberWithPhone({ email: `finder-${Date.now()}@example.com` });
    const found = await findByPhone(phone);
    expect(found.json()).toEqual({ status: 1, message: 'OK', data: { mail: maskEmail(user.email), info: { sns_type: 1 } } });
    expect(found.json().data.mail).toMatch(/^fi\*+@example\.com$/);

    const social = await memberWithPhone();
    await t.ctx.db.update(users).set({ passwordHash: SOCIAL_ONLY_PASSWORD_HASH }).where(eq(users.id, social.user.id));
    await t.ctx.db.insert(userIdentities).values({ provider: 'google', subject: `g-${social.user.id}`, userId: social.user.id, email: social.user.email });
    expect((await findByPhone(social.phone)).json().data.info).toEqual({ sns_type: 3 });
  });

  it('tells a withdrawn account’s number to wait 30 days and an unknown number that it does not match', async () => {
    const gone = await memberWithPhone();
    await t.ctx.db.update(users).set({ withdrawnAt: new Date() }).where(eq(users.id, gone.user.id));
    const withdrawn = await findByPhone(gone.phone, 'en');
    expect(withdrawn.json()).toMatchObject({ message: 'userout', detail: 'This number can be used again 30 days after its account was withdrawn.' });

    const unknown = await findByPhone(freshPhone());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'not_registered', detail: '등록된 번호와 일치하지 않습니다.' });
    expect((await findByPhone(freshPhone(), 'en')).json().detail).toBe('This does not match the registered number.');
  });

  it('reveals nothing without the right code, and the send answers every number alike', async () => {
    const { phone } = await memberWithPhone();
    const stranger = freshPhone();
    const answers = await Promise.all([phone, stranger].map((p) => post('/api/v1/user/sms/find-email', { phone: p.typed })));
    expect(answers.map((answer) => answer.json())).toEqual([answers[0]!.json(), answers[0]!.json()]);
    const guessed = await post('/api/v1/user/sms/find-email/verification', {
      phone: phone.typed,
      code: '000000' === (await latestSmsCode(t, phone.international)) ? '111111' : '000000',
    });
    expect(guessed.json()).toMatchObject({ message: 'Unauthorized' });
    expect(JSON.stringify(guessed.json())).not.toContain('@');
  });
});
