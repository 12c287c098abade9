import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerifications, smsOutbox } from '../../db/schema.ts';
import { buildSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshPhone } from '../accounts/phone.test-helper.ts';

/** A local stand-in for Solapi's message API: it keeps what it was sent and answers as the test says. */
let server: Server;
const delivered: { to: string; text: string; country: string }[] = [];
let refuse = false;
let t: TestApp;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (!request.headers.authorization?.startsWith('HMAC-SHA256 apiKey=NCSKEY, date=')) {
        response.statusCode = 401;
        return response.end(JSON.stringify({ errorCode: 'InvalidAPIKey', errorMessage: 'no key' }));
      }
      if (refuse) {
        response.statusCode = 402;
        return response.end(JSON.stringify({ errorCode: 'NotEnoughBalance', errorMessage: '잔액이 부족합니다.' }));
      }
      delivered.push(...(JSON.parse(body) as { messages: { to: string; text: string; country: string }[] }).messages);
      response.end(JSON.stringify({ failedMessageList: [], groupInfo: { count: { total: 1, registeredFailed: 0 } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { SOLAPI_API_KEY: 'NCSKEY', SOLAPI_API_SECRET: 'secret', SOLAPI_SENDER: '0212345678', SOLAPI_BASE_URL: baseUrl } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('phone verification through Solapi', () => {
  it('texts the code through Solapi, not the outbox, and a refused send voids its code', async () => {
    expect(t.ctx.sms.transport).toBe('solapi');
    const member = await buildSignedInUser(t.ctx.db);
    const phone = freshPhone();
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/user/sms', payload: { phone: phone.typed }, headers: member.headers });
    expect(sent.json().message).toBe('OK');
    expect(delivered.at(-1)).toMatchObject({ to: phone.typed.replaceAll('-', ''), country: '82', text: expect.stringMatching(/^\[마당\] 인증번호 \d{6}를/) });
    expect(await t.ctx.db.select().from(smsOutbox)).toEqual([]);
    const code = delivered.at(-1)!.text.match(/\d{6}/)![0];
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/sms/verification', payload: { phone: phone.typed, code }, headers: member.headers })).json().message).toBe(
      'OK',
    );

    refuse = true;
    const other = freshPhone();
    const failed = await t.app.inject({ method: 'POST', url: '/api/v1/user/sms', payload: { phone: other.typed }, headers: { ...member.headers, 'accept-language': 'en' } });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ message: 'sms_failed', detail: 'The verification text could not be sent. Please try again later.' });
    expect(failed.body).not.toContain('NotEnoughBalance');
    const [row] = await t.ctx.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, other.international));
    expect(row!.usedAt).not.toBeNull();
    refuse = false;
  });
});
