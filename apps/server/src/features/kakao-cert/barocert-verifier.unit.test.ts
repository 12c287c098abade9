import { createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBarocertVerifier } from './barocert-verifier.ts';
import { IdentityProviderError } from './identity-verifier.ts';

const secretKey = randomBytes(32).toString('base64');
const linkId = 'MADANG';
const clientCode = '023040000001';
const receiptId = '02304170230300000040000000000028';
const key = Buffer.from(secretKey, 'base64');

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const hmac = (text: string) => createHmac('sha256', key).update(text, 'utf8').digest('base64');
/** Barocert's AES-256-GCM field: base64 of nonce (12) ‖ ciphertext ‖ tag (16). */
function decrypt(field: string) {
  const bytes = Buffer.from(field, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

/**
 * Linkhub's auth service and Barocert's Kakao identity API on one local server: it checks both signatures as they
 * are documented, decrypts the personal fields, and answers as the test tells it to.
 */
let server: Server;
let baseUrl = '';
let tokensIssued = 0;
let identityState = 0;
let requested: Record<string, string> = {};
let refusal: { status: number; body: unknown } | undefined;
const paths: string[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    const uri = request.url ?? '';
    paths.push(`${request.method} ${uri}`);
    const answer = (status: number, payload: unknown) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(payload));
    };
    if (uri === '/BAROCERT/Token') {
      const date = String(request.headers['x-lh-date']);
      const expected = `LINKHUB ${linkId} ${hmac(`POST\n${sha256Base64(body)}\n${date}\n2.0\n${uri}`)}`;
      if (request.headers.authorization !== expected || request.headers['x-lh-version'] !== '2.0') return answer(403, { code: -99999999, message: '인증 실패' });
      tokensIssued++;
      return answer(200, { session_token: `session-${tokensIssued}`, expiration: new Date(Date.now() + 3600_000).toISOString(), scope: JSON.parse(body).scope });
    }
    if (request.headers.authorization !== `Bearer session-${tokensIssued}`) return answer(401, { code: -11000001, message: '토큰이 유효하지 않습니다.' });
    if (request.method === 'POST') {
      const date = String(request.headers['x-bc-date']);
      const target = `POST\n${body ? `${sha256Base64(body)}\n` : ''}${date}\n${uri}\n`;
      if (request.headers['x-bc-auth'] !== hmac(target) || request.headers['x-bc-encryptionmode'] !== 'GCM') return answer(403, { code: -11000002, message: '서명 불일치' });
    }
    if (refusal) return answer(refusal.status, refusal.body);
    if (request.method === 'POST' && uri === `/KAKAO/Identity/${clientCode}`) {
      const fields = JSON.parse(body) as Record<string, string>;
      requested = {
        receiverHP: decrypt(fields.receiverHP!),
        receiverName: decrypt(fields.receiverName!),
        receiverBirthday: decrypt(fields.receiverBirthday!),
        token: decrypt(fields.token!),
        reqTitle: fields.reqTitle!,
        expireIn: String(fields.expireIn),
      };
      return answer(200, { receiptID: receiptId, scheme: null });
    }
    if (uri === `/KAKAO/Identity/${clientCode}/${receiptId}`) {
      if (request.method === 'GET') return answer(200, { receiptID: receiptId, clientCode, state: identityState });
      return answer(200, {
        receiptID: receiptId,
        state: identityState,
        signedData: requested.token,
        ci: 'ci-value',
        receiverName: requested.receiverName,
        receiverYear: requested.receiverBirthday!.slice(0, 4),
        receiverDay: requested.receiverBirthday!.slice(4),
        receiverHP: requested.receiverHP,
      });
    }
    return answer(404, { code: -99999998, message: 'no such path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  refusal = undefined;
  identityState = 0;
});

const verifierWith = (secret = secretKey) =>
  createBarocertVerifier({ linkId, secretKey: secret, clientCode, baseUrl, authUrl: baseUrl, requestTitle: 'Madang phone verification' });

describe('the Barocert Kakao identity adapter', () => {
  it('signs in to Linkhub, sends the personal fields encrypted, and follows the request to its verification', async () => {
    const verifier = verifierWith();
    const { txId } = await verifier.request({ phone: '01012345678', name: '김마당', birthday: '19990101' }, 'browser-token', 300);
    expect(txId).toBe(receiptId);
    expect(requested).toEqual({
      receiverHP: '01012345678',
      receiverName: '김마당',
      receiverBirthday: '19990101',
      token: 'browser-token',
      reqTitle: 'Madang phone verification',
      expireIn: '300',
    });

    expect(await verifier.state(txId)).toBe('waiting');
    identityState = 1;
    expect(await verifier.state(txId)).toBe('completed');
    expect(await verifier.verify(txId)).toEqual({ signedToken: 'browser-token', phone: '01012345678', name: '김마당', birthday: '19990101' });
    identityState = 2;
    expect(await verifier.state(txId)).toBe('failed');
    // One session token served every call.
    expect(tokensIssued).toBe(1);
  });

  it('turns Barocert’s and Linkhub’s refusals into provider errors with their codes', async () => {
    refusal = { status: 400, body: { code: -26000001, message: '수신자 정보가 올바르지 않습니다.' } };
    const refused = await verifierWith()
      .request({ phone: '01012345678', name: '김마당', birthday: '19990101' }, 't', 300)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(IdentityProviderError);
    expect(refused).toMatchObject({ providerCode: -26000001, message: '수신자 정보가 올바르지 않습니다.' });

    refusal = { status: 502, body: 'gateway' };
    await expect(verifierWith().state(receiptId)).rejects.toBeInstanceOf(IdentityProviderError);

    // A wrong secret key fails at Linkhub's door.
    const wrongKey = verifierWith(randomBytes(32).toString('base64'));
    await expect(wrongKey.state(receiptId)).rejects.toMatchObject({ providerCode: -99999999 });
  });

  it('never sends a receipt id that is not Barocert’s to its API', async () => {
    const before = paths.length;
    await expect(verifierWith().verify('../../Token')).rejects.toBeInstanceOf(IdentityProviderError);
    expect(paths.length).toBe(before);
  });
});
