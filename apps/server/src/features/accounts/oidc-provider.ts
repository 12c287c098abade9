import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import type { Locale } from '@madang/contracts';
import { AppError } from '../../http/app-error.ts';
import type { SocialKind, SocialProfile, SocialProvider } from './social-provider.ts';

const CLOCK_SKEW_SECONDS = 60;
const KEYS_TTL_MS = 60 * 60 * 1000;

/** Where one OpenID Connect provider lives and what it is asked for; everything else is the same flow. */
export interface OidcSettings {
  kind: SocialKind;
  issuers: string[];
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  /** Asked when the ID token does not say whether the e-mail is verified (Kakao's does not). */
  userinfoUrl?: string;
  scope: string;
  authorizeParams: (locale: Locale) => Record<string, string>;
}

export const googleOidc: OidcSettings = {
  kind: 'google',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  scope: 'openid email profile',
  authorizeParams: (locale) => ({ hl: locale, prompt: 'select_account' }),
};

/** Kakao Login with OpenID Connect switched on in the app's console; the e-mail needs the account_email consent item. */
export const kakaoOidc: OidcSettings = {
  kind: 'kakao',
  issuers: ['https://kauth.kakao.com'],
  authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
  tokenUrl: 'https://kauth.kakao.com/oauth/token',
  jwksUrl: 'https://kauth.kakao.com/.well-known/jwks.json',
  userinfoUrl: 'https://kapi.kakao.com/v1/oidc/userinfo',
  scope: 'openid account_email profile_nickname',
  authorizeParams: () => ({ prompt: 'select_account' }),
};

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
  /** Kakao's name for the profile nickname. */
  nickname?: string;
}

export const socialLoginFailed = () => new AppError('social_login_failed', 'social_login_failed');

const decodeJson = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** Checks an OpenID Connect ID token: RS256 signature by one of the provider's keys, issuer, audience, expiry and nonce. */
export function verifyIdToken(idToken: string, options: { jwks: Jwk[]; clientId: string; nonce: string; issuers: string[]; now?: number }): IdTokenClaims {
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
  if (!options.issuers.includes(claims.iss)) throw socialLoginFailed();
  if (!audiences.includes(options.clientId)) throw socialLoginFailed();
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS < now) throw socialLoginFailed();
  if (claims.nonce !== options.nonce) throw socialLoginFailed();
  if (typeof claims.sub !== 'string' || !claims.sub) throw socialLoginFailed();
  return claims;
}

const kidOf = (idToken: string) => {
  try {
    return (decodeJson(idToken.split('.')[0] ?? '') as { kid?: string }).kid;
  } catch {
    return undefined;
  }
};

const isTrue = (value: unknown) => value === true || value === 'true';

/** One OpenID Connect provider (Google, Kakao): the authorization code flow with state and nonce, the ID token checked against the provider's keys. */
export function createOidcProvider(settings: OidcSettings, client: { clientId: string; clientSecret: string }, fetchImpl: typeof fetch = fetch): SocialProvider {
  let keys: { jwks: Jwk[]; fetchedAt: number } | undefined;

  const signingKeys = async (kid: string | undefined): Promise<Jwk[]> => {
    const fresh = keys && Date.now() - keys.fetchedAt < KEYS_TTL_MS && keys.jwks.some((key) => key.kid === kid);
    if (!fresh) {
      const response = await fetchImpl(settings.jwksUrl);
      if (!response.ok) throw socialLoginFailed();
      keys = { jwks: ((await response.json()) as { keys: Jwk[] }).keys, fetchedAt: Date.now() };
    }
    return keys!.jwks;
  };

  /** The userinfo answer for what the ID token left out; the subject must be the same person's. */
  const userinfo = async (accessToken: string | undefined, subject: string) => {
    if (!settings.userinfoUrl || !accessToken) return {};
    const response = await fetchImpl(settings.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw socialLoginFailed();
    const info = (await response.json()) as { sub?: string; email?: string; email_verified?: boolean | string };
    if (info.sub !== subject) throw socialLoginFailed();
    return info;
  };

  return {
    id: settings.kind,
    kind: settings.kind,
    authorizeUrl({ state, nonce, redirectUri, locale }) {
      const query = new URLSearchParams({
        client_id: client.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: settings.scope,
        state,
        nonce,
        ...settings.authorizeParams(locale),
      });
      return `${settings.authorizeUrl}?${query}`;
    },
    async exchangeCode({ code, redirectUri, nonce }): Promise<SocialProfile> {
      const response = await fetchImpl(settings.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code,
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
      });
      if (!response.ok) throw socialLoginFailed();
      const tokens = (await response.json()) as { id_token?: string; access_token?: string };
      if (!tokens.id_token) throw socialLoginFailed();
      const claims = verifyIdToken(tokens.id_token, { jwks: await signingKeys(kidOf(tokens.id_token)), clientId: client.clientId, nonce, issuers: settings.issuers });
      const extra = claims.email_verified === undefined ? await userinfo(tokens.access_token, claims.sub) : {};
      const email = claims.email ?? extra.email;
      if (!email) throw socialLoginFailed();
      return {
        subject: claims.sub,
        email: email.toLowerCase(),
        name: (claims.name ?? claims.nickname)?.trim() || email.split('@')[0]!,
        emailVerified: isTrue(claims.email_verified ?? extra.email_verified),
      };
    },
  };
}
