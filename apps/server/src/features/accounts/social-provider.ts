import type { Locale } from '@madang/contracts';

/** Who the provider says signed in; `subject` is stable per account at that provider. */
export interface SocialProfile {
  subject: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** One sign-in provider behind "Continue with Google": Google's OpenID Connect in production, a local page otherwise. */
export interface SocialProvider {
  /** Stored with each identity, so that local development identities never stand for Google ones. */
  readonly id: 'google' | 'local';
  authorizeUrl(request: { state: string; nonce: string; redirectUri: string; locale: Locale }): string;
  exchangeCode(request: { code: string; redirectUri: string; nonce: string }): Promise<SocialProfile>;
}
