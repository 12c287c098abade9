import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications, kakaoCertOutbox } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshPhone } from '../accounts/phone.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SMS_PER_MEMBER_PER_HOUR: '3' } });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const start = (headers: Headers, payload: object, lang = 'ko') =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/kakao/verify', payload, headers: { ...headers, 'accept-language': lang } });
const confirm = (headers: Headers, payload: object, lang = 'ko') =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/kakao/verify/confirm', payload, headers: { ...headers, 'accept-language': lang } });
/** What the member does in KakaoTalk, done on /devTest with the local provider. */
const answerInKakaoTalk = (txId: string, answer: 'approve' | 'reject') => t.app.inject({ method: 'POST', url: `/api/dev/kakao-cert/${txId}/${answer}` });

const person = (phone: string) => ({ phone_no: phone, name: '김마당', birthday: '19990101' });

describe('verifying a phone with Kakao', () => {
  it('asks KakaoTalk, waits for the approval, and then makes the number the member’s verified phone', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const phone = freshPhone();
    const started = await start(member.headers, person(phone.typed));
    expect(started.statusCode).toBe(200);
    const { tx_id, token, expiresInSeconds } = started.json().data;
    expect(expiresInSeconds).toBe(300);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The request reaches "KakaoTalk" with the number as Kakao takes it; the server keeps neither the name nor the token.
    const outbox = (await t.app.inject({ url: '/api/dev/kakao-cert' })).json().data;
    expect(outbox[0]).toMatchObject({ txId: tx_id, phone: `010${phone.international.slice(5)}`, name: '김마당', birthday: '19990101', state: 'waiting' });
    const [row] = await t.ctx.db.select().from(identityVerifications).where(eq(identityVerifications.txId, tx_id));
    expect(JSON.stringify(row)).not.toContain('김마당');
    expect(JSON.stringify(row)).not.toContain(token);

    const early = await confirm(member.headers, { tx_id, token }, 'en');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'kakao_cert_pending', detail: 'Approve the request in KakaoTalk, then check again.' });

    expect((await answerInKakaoTalk(tx_id, 'approve')).statusCode).toBe(200);
    const done = await confirm(member.headers, { tx_id, token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'OK', data: [{ sms_auth: 1, phone: phone.international }] });
    const me = await t.app.inject({ url: '/api/myinfo', headers: member.headers });
    expect(me.json().data[0]).toMatchObject({ sms_auth: 1, phone: phone.international });

    // A replayed confirm answers the same, without asking Kakao to verify twice.
    const replay = await confirm(member.headers, { tx_id, token });
    expect(replay.json()).toMatchObject({ message: 'OK', data: [{ phone: phone.international }] });
  });

  it('refuses a wrong token, another member’s transaction and a declined request', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const stranger = await buildSignedInUser(t.ctx.db);
    const { tx_id, token } = (await start(member.headers, person(freshPhone().typed))).json().data;
    await answerInKakaoTalk(tx_id, 'approve');

    const forged = await confirm(member.headers, { tx_id, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }, 'en');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'kakao_cert_refused' });
    expect((await confirm(stranger.headers, { tx_id, token })).json().message).toBe('kakao_cert_refused');
    // Neither attempt used the request up.
    expect((await confirm(member.headers, { tx_id, token })).json().message).toBe('OK');

    const declined = (await start(member.headers, person(freshPhone().typed))).json().data;
    await answerInKakaoTalk(declined.tx_id, 'reject');
    const refused = await confirm(member.headers, declined, 'en');
    expect(refused.json()).toMatchObject({ message: 'kakao_cert_refused', detail: 'The Kakao verification expired or was declined. Please start again.' });
  });

  it('refuses an expired request even once it is approved late', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const { tx_id, token } = (await start(member.headers, person(freshPhone().typed))).json().data;
    await t.ctx.db
      .update(kakaoCertOutbox)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(kakaoCertOutbox.txId, tx_id));
    await t.ctx.db
      .update(identityVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityVerifications.txId, tx_id));
    expect((await confirm(member.headers, { tx_id, token })).json().message).toBe('kakao_cert_refused');
  });

  it('refuses what Kakao vouches for when it is not the person the request named', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const { tx_id, token } = (await start(member.headers, person(freshPhone().typed))).json().data;
    // The provider answers for someone else (a different birthday) than the member claimed.
    await t.ctx.db.update(kakaoCertOutbox).set({ birthday: '19980101', state: 'approved' }).where(eq(kakaoCertOutbox.txId, tx_id));
    const mismatch = await confirm(member.headers, { tx_id, token }, 'en');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('kakao_cert_mismatch');
    const me = await t.app.inject({ url: '/api/myinfo', headers: member.headers });
    expect(me.json().data[0].sms_auth).not.toBe(1);
  });

  it('refuses a number another account verified, a number that is not a Korean mobile, and bad fields', async () => {
    const owner = await buildSignedInUser(t.ctx.db);
    const taken = freshPhone();
    const first = (await start(owner.headers, person(taken.typed))).json().data;
    await answerInKakaoTalk(first.tx_id, 'approve');
    await confirm(owner.headers, first);

    const member = await buildSignedInUser(t.ctx.db);
    expect((await start(member.headers, person(taken.typed))).json()).toMatchObject({ message: 'exist' });
    expect((await start(member.headers, person('02-123-4567'))).json()).toMatchObject({ message: 'invalid' });

    const badBirthday = await start(member.headers, { ...person(freshPhone().typed), birthday: '19990231' }, 'en');
    expect(badBirthday.statusCode).toBe(400);
    expect(JSON.stringify(badBirthday.json())).toContain('YYYYMMDD');
    const future = await start(member.headers, { ...person(freshPhone().typed), birthday: '29990101' });
    expect(future.statusCode).toBe(400);
    const noName = await start(member.headers, { ...person(freshPhone().typed), name: '  ' });
    expect(noName.statusCode).toBe(400);
    const nul = await start(member.headers, { ...person(freshPhone().typed), name: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const badTx = await confirm(member.headers, { tx_id: '../x', token: 'a'.repeat(43) });
    expect(badTx.statusCode).toBe(400);
  });

  it('needs a live session and counts requests against the member’s hourly limit', async () => {
    const anonymous = await start({}, person(freshPhone().typed), 'en');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('user_auth_fail');

    const member = await buildSignedInUser(t.ctx.db);
    for (let i = 0; i < 3; i++) expect((await start(member.headers, person(freshPhone().typed))).statusCode).toBe(200);
    const over = await start(member.headers, person(freshPhone().typed));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('sms_rate_limited');
  });

  it('keeps the development approvals to this machine', async () => {
    const remote = await t.app.inject({ url: '/api/dev/kakao-cert', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const approve = await t.app.inject({ method: 'POST', url: '/api/dev/kakao-cert/local-x/approve', remoteAddress: '203.0.113.9' });
    expect(approve.statusCode).toBe(404);
  });
});
