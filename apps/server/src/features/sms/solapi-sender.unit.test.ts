import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolapiSender, solapiAuthorization } from './solapi-sender.ts';
import { SmsDeliveryError } from './sms-sender.ts';

const settings = { apiKey: 'NCSTESTKEY', apiSecret: 'test-secret-value', sender: '0212345678' };

interface Received {
  authorization: string;
  body: { messages: { to: string; from: string; text: string; country: string }[] };
}

/** A local server speaking Solapi's message API: it checks the signature as Solapi does and answers as told. */
let server: Server;
let baseUrl = '';
const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

function signatureValid(header: string): boolean {
  const fields = Object.fromEntries(
    header
      .replace(/^HMAC-SHA256 /, '')
      .split(', ')
      .map((pair) => pair.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', settings.apiSecret).update(`${fields.date}${fields.salt}`).digest('hex');
  return fields.apiKey === settings.apiKey && fields.signature === expected && Math.abs(Date.parse(fields.date!) - Date.now()) < 15 * 60_000;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const authorization = request.headers.authorization ?? '';
    const body = JSON.parse(await readBody(request)) as Received['body'];
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || request.url !== '/messages/v4/send-many/detail') {
      response.statusCode = 404;
      return response.end(JSON.stringify({ errorCode: 'NotFound', errorMessage: 'no such path' }));
    }
    if (!signatureValid(authorization)) {
      response.statusCode = 401;
      return response.end(JSON.stringify({ errorCode: 'SignatureDoesNotMatch', errorMessage: '서명이 일치하지 않습니다.' }));
    }
    received.push({ authorization, body });
    response.statusCode = answer.status;
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const accepted = { failedMessageList: [], groupInfo: { count: { total: 1, registeredFailed: 0, registeredSuccess: 1 } } };

describe('the Solapi adapter', () => {
  it('signs its request as Solapi checks it and sends the Korean number with its leading 0', async () => {
    answer = { status: 200, body: accepted };
    const sender = createSolapiSender({ ...settings, baseUrl });
    await sender.send({ to: { countryCode: '82', national: '1012345678' }, text: '[마당] 인증번호 123456' });
    expect(received.at(-1)!.body).toEqual({ messages: [{ to: '01012345678', from: '0212345678', text: '[마당] 인증번호 123456', country: '82' }] });
    await sender.send({ to: { countryCode: '81', national: '9012345678' }, text: 'code' });
    expect(received.at(-1)!.body.messages[0]).toMatchObject({ to: '9012345678', country: '81' });
  });

  it('builds the documented authorization header', () => {
    const header = solapiAuthorization(settings, new Date('2026-01-02T03:04:05.000Z'), 'abc123');
    const signature = createHmac('sha256', settings.apiSecret).update('2026-01-02T03:04:05.000Zabc123').digest('hex');
    expect(header).toBe(`HMAC-SHA256 apiKey=NCSTESTKEY, date=2026-01-02T03:04:05.000Z, salt=abc123, signature=${signature}`);
  });

  it('turns each of Solapi’s refusals into a delivery error with its code', async () => {
    const cases: { status: number; body: unknown; code: string | undefined }[] = [
      { status: 400, body: { errorCode: 'ValidationError', errorMessage: 'to 값이 올바르지 않습니다.' }, code: 'ValidationError' },
      { status: 402, body: { errorCode: 'NotEnoughBalance', errorMessage: '잔액이 부족합니다.' }, code: 'NotEnoughBalance' },
      { status: 500, body: { errorCode: 'InternalError', errorMessage: 'server error' }, code: 'InternalError' },
      {
        status: 200,
        body: { failedMessageList: [{ to: '01012345678', statusCode: '1062', statusMessage: '발신번호 미등록' }], groupInfo: { count: { total: 1, registeredFailed: 1 } } },
        code: '1062',
      },
    ];
    const sender = createSolapiSender({ ...settings, baseUrl });
    for (const { status, body, code } of cases) {
      answer = { status, body };
      const failure = await sender.send({ to: { countryCode: '82', national: '1012345678' }, text: 'x' }).catch((error: unknown) => error);
      expect(failure, JSON.stringify(body)).toBeInstanceOf(SmsDeliveryError);
      expect((failure as SmsDeliveryError).providerCode).toBe(code);
    }
  });

  it('refuses a wrong secret at the server, and an unreachable server, as delivery errors', async () => {
    const wrong = createSolapiSender({ ...settings, apiSecret: 'not-the-secret', baseUrl });
    const refused = await wrong.send({ to: { countryCode: '82', national: '1012345678' }, text: 'x' }).catch((error: unknown) => error);
    expect((refused as SmsDeliveryError).providerCode).toBe('SignatureDoesNotMatch');
    const closed = createSolapiSender({ ...settings, baseUrl: 'http://127.0.0.1:9' });
    await expect(closed.send({ to: { countryCode: '82', national: '1012345678' }, text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
