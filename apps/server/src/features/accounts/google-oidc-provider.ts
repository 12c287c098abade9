import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import type { SocialProfile, SocialProvider } from './social-provider.ts';

const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ISSUERS = new Set(['https://accounts.google.com', 'accounts.google.com']);
const CLOCK_SKEW_SECONDS = 60;
const KEYS_TTL_MS = 60 * 60 * 1000;

export type Jwk = JsonWebKey & { kid?: string };

export interface IdTokenClaims {
  iss: string;
  aud: string | string[];
  sub: string;
  exp: number;
  nonce?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

export const socialLoginFailed = () => new AppError(401, 'social_login_failed', 'social_login_failed');

const decodeJson = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** Checks an OpenID Connect ID token: RS256 signature by one of the provider's keys, issuer, audience, expiry and nonce. */
export function verifyIdToken(idToken: string, options: { jwks: Jwk[]; clientId: string; nonce: string; now?: number }): IdTokenClaims {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw socialLoginFailed();
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: string; kid?: string };
  let claims: IdTokenClaims;
  try {
    header = decodeJson(headerPart) as typeof header;
    claims = decodeJson(payloadPart) as IdTokenClaims;
  } catch {
    throw socialLoginFailed();
  }
  if (header.alg !== 'RS256') throw socialLoginFailed();
  const jwk = options.jwks.find((key) => key.kid === header.kid && key.kty === 'RSA');
  if (!jwk) throw socialLoginFailed();
  const signed = verify('RSA-SHA256', Buffer.from(`${headerPart}.${payloadPart}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(signaturePart, 'base64url'));
  if (!signed) throw socialLoginFailed();

  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!ISSUERS.has(claims.iss)) throw socialLoginFailed();
  if (!audiences.includes(options.clientId)) throw socialLoginFailed();
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS < now) throw socialLoginFailed();
  if (claims.nonce !== options.nonce) throw socialLoginFailed();
  if (typeof claims.sub !== 'string' || !claims.sub) throw socialLoginFailed();
  return claims;
}

/** Google's OpenID Connect: the authorization code flow with state and nonce, the ID token checked against Google's keys. */
export function createGoogleProvider(options: { clientId: string; clientSecret: string; fetch?: typeof fetch }): SocialProvider {
  const fetchImpl = options.fetch ?? fetch;
  let keys: { jwks: Jwk[]; fetchedAt: number } | undefined;

  const signingKeys = async (kid: string | undefined): Promise<Jwk[]> => {
    const fresh = keys && Date.now() - keys.fetchedAt < KEYS_TTL_MS && keys.jwks.some((key) => key.kid === kid);
    if (!fresh) {
      const response = await fetchImpl(JWKS_URL);
      if (!response.ok) throw socialLoginFailed();
      keys = { jwks: ((await response.json()) as { keys: Jwk[] }).keys, fetchedAt: Date.now() };
    }
    return keys!.jwks;
  };

  return {
    id: 'google',
    authorizeUrl({ state, nonce, redirectUri, locale }) {
      const query = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        hl: locale,
        prompt: 'select_account',
      });
      return `${AUTHORIZE_URL}?${query}`;
    },
    async exchangeCode({ code, redirectUri, nonce }): Promise<SocialProfile> {
      const response = await fetchImpl(TOKEN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code,
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
      });
      if (!response.ok) throw socialLoginFailed();
      const idToken = ((await response.json()) as { id_token?: string }).id_token;
      if (!idToken) throw socialLoginFailed();
      const kid = (() => {
        try {
          return (decodeJson(idToken.split('.')[0] ?? '') as { kid?: string }).kid;
        } catch {
          return undefined;
        }
      })();
      const claims = verifyIdToken(idToken, { jwks: await signingKeys(kid), clientId: options.clientId, nonce });
      if (!claims.email) throw socialLoginFailed();
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        name: claims.name?.trim() || claims.email.split('@')[0]!,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      };
    },
  };
}
