import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { IdentityProviderError, type IdentityClaim, type IdentityRequestState, type IdentityVerifier, type VerifiedIdentity } from './identity-verifier.ts';

export interface BarocertSettings {
  linkId: string;
  /** Base64, as Linkhub issues it: the HMAC key of every request and the AES-256 key of the personal fields. */
  secretKey: string;
  /** The 12-digit code of the platform as a Barocert client. */
  clientCode: string;
  baseUrl: string;
  authUrl: string;
  requestTitle: string;
}

const SCOPES = ['partner', '401', '402', '403', '404', '405'];
const AUTH_VERSION = '2.0';
const API_VERSION = '2.1';

const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * Barocert's Kakao identity API (Linkhub), spoken with `fetch`: a session token from Linkhub's auth service,
 * requests signed with HMAC-SHA256 under the secret key, and the personal fields sent AES-256-GCM encrypted
 * (`nonce ‖ ciphertext ‖ tag`, base64), as Barocert's SDKs do.
 */
export function createBarocertVerifier(settings: BarocertSettings, fetchImpl: typeof fetch = fetch): IdentityVerifier {
  const key = Buffer.from(settings.secretKey, 'base64');
  let session: { token: string; expiresAt: number } | undefined;

  const encrypt = (plain: string) => {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    return Buffer.concat([nonce, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
  };

  async function answerOf(response: Response) {
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new IdentityProviderError(`Barocert answered ${response.status} with a body that is not JSON`);
    }
    if (!response.ok) throw new IdentityProviderError(String(body.message ?? `Barocert answered ${response.status}`), body.code as number | undefined);
    return body;
  }

  async function sessionToken() {
    if (session && session.expiresAt > Date.now() + 60_000) return session.token;
    const uri = '/BAROCERT/Token';
    const body = JSON.stringify({ scope: SCOPES });
    const date = new Date().toISOString();
    const signature = createHmac('sha256', key)
      .update(`POST\n${sha256Base64(body)}\n${date}\n${AUTH_VERSION}\n${uri}`, 'utf8')
      .digest('base64');
    const answer = await answerOf(
      await fetchImpl(`${settings.authUrl}${uri}`, {
        method: 'POST',
        headers: { 'x-lh-date': date, 'x-lh-version': AUTH_VERSION, authorization: `LINKHUB ${settings.linkId} ${signature}`, 'content-type': 'application/json' },
        body,
      }),
    );
    const token = String(answer.session_token ?? '');
    if (!token) throw new IdentityProviderError('Linkhub answered without a session token');
    const expiresAt = Date.parse(String(answer.expiration ?? '')) || Date.now() + 10 * 60_000;
    session = { token, expiresAt };
    return token;
  }

  async function call(method: 'GET' | 'POST', uri: string, payload?: Record<string, unknown>) {
    const headers: Record<string, string> = { authorization: `Bearer ${await sessionToken()}` };
    const body = payload ? JSON.stringify(payload) : undefined;
    if (method === 'POST') {
      const date = new Date().toISOString();
      const target = `POST\n${body ? `${sha256Base64(body)}\n` : ''}${date}\n${uri}\n`;
      Object.assign(headers, {
        'x-bc-date': date,
        'x-bc-version': API_VERSION,
        'x-bc-auth': createHmac('sha256', key).update(target, 'utf8').digest('base64'),
        'x-bc-encryptionmode': 'GCM',
        'content-type': 'application/json;charset=utf-8',
      });
    }
    return answerOf(await fetchImpl(`${settings.baseUrl}${uri}`, { method, headers, body }));
  }

  const receiptPath = (txId: string) => {
    // Barocert's receipt ids are 32 digits; anything else never reaches its API.
    if (!/^\d{32}$/.test(txId)) throw new IdentityProviderError('not a Barocert receipt id');
    return `/KAKAO/Identity/${settings.clientCode}/${txId}`;
  };

  return {
    kind: 'barocert',
    async request(claim: IdentityClaim, token: string, expiresInSeconds: number) {
      const answer = await call('POST', `/KAKAO/Identity/${settings.clientCode}`, {
        receiverHP: encrypt(claim.phone),
        receiverName: encrypt(claim.name),
        receiverBirthday: encrypt(claim.birthday),
        reqTitle: settings.requestTitle,
        expireIn: expiresInSeconds,
        token: encrypt(token),
        appUseYN: false,
      });
      const txId = String(answer.receiptID ?? '');
      if (!/^\d{32}$/.test(txId)) throw new IdentityProviderError('Barocert answered without a receipt id');
      return { txId };
    },
    async state(txId: string): Promise<IdentityRequestState> {
      const answer = await call('GET', receiptPath(txId));
      // 0 waits for the member, 1 is approved; expiry and refusal are every other state.
      if (answer.state === 0) return 'waiting';
      return answer.state === 1 ? 'completed' : 'failed';
    },
    async verify(txId: string): Promise<VerifiedIdentity> {
      const answer = await call('POST', receiptPath(txId));
      if (answer.state !== 1) throw new IdentityProviderError('the request was not approved');
      return {
        signedToken: String(answer.signedData ?? ''),
        phone: String(answer.receiverHP ?? ''),
        name: String(answer.receiverName ?? ''),
        birthday: `${String(answer.receiverYear ?? '')}${String(answer.receiverDay ?? '')}`,
      };
    },
  };
}
