import type { Locale } from '@madang/contracts';

/** Who the provider says signed in; `subject` is stable per account at that provider. */
export interface SocialProfile {
  subject: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The sign-in buttons: "Continue with Google" and "Continue with Kakao". */
export const socialKinds = ['google', 'kakao'] as const;
export type SocialKind = (typeof socialKinds)[number];

/** One sign-in provider behind a button: the provider's OpenID Connect in production, a local page otherwise. */
export interface SocialProvider {
  /** Stored with each identity, so that local development identities never stand for real ones. */
  readonly id: SocialKind | 'local' | 'kakao-local';
  readonly kind: SocialKind;
  authorizeUrl(request: { state: string; nonce: string; redirectUri: string; locale: Locale }): string;
  exchangeCode(request: { code: string; redirectUri: string; nonce: string }): Promise<SocialProfile>;
}

/** The development stand-in: it signs anyone in, so it answers this machine only. */
export const isLocalProvider = (provider: SocialProvider) => provider.id !== provider.kind;
