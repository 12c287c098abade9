import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshPhone } from '../accounts/phone.test-helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the development SMS outbox', () => {
  it('shows the texts, codes included, to this machine only', async () => {
    const member = await buildSignedInUser(t.ctx.db);
    const phone = freshPhone();
    await t.app.inject({ method: 'POST', url: '/api/v1/user/sms', payload: { phone: phone.typed }, headers: { ...member.headers, 'accept-language': 'en' } });
    const outbox = await t.app.inject({ url: '/api/dev/sms-outbox' });
    expect(outbox.json().data[0]).toMatchObject({
      to: phone.international,
      text: expect.stringMatching(/^\[Madang\] Your verification code is \d{6}\. It is valid for 10 minutes\.$/),
    });
    const remote = await t.app.inject({ url: '/api/dev/sms-outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});

describe('production without an SMS provider', () => {
  it('starts with the phone features off, saying why, and no outbox', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://madang.example', MAIL_DISABLED: 'true' } });
    try {
      expect(production.ctx.sms.transport).toBe('none');
      const member = await buildSignedInUser(production.ctx.db);
      const sent = await production.app.inject({
        method: 'POST',
        url: '/api/v1/user/sms',
        payload: { phone: '010-1234-5678' },
        headers: { ...member.headers, 'accept-language': 'en' },
      });
      expect(sent.statusCode).toBe(503);
      expect(sent.json()).toMatchObject({ message: 'sms_unavailable', detail: 'Phone verification is off: this server has no SMS provider configured.' });
      const find = await production.app.inject({ method: 'POST', url: '/api/v1/user/sms/find-email', payload: { phone: '010-1234-5678' } });
      expect(find.json()).toMatchObject({ message: 'sms_unavailable', detail: '이 서버에는 문자 발송이 설정되지 않아 휴대전화 인증을 쓸 수 없습니다.' });
      expect((await production.app.inject({ url: '/api/dev/sms-outbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
