/**
 * Kakao's identity verification ("Kakao certificate"): the member's KakaoTalk asks them to approve a request
 * made for a phone number, a name and a birthday, and the provider then vouches for who approved it.
 */
export interface IdentityClaim {
  /** The Korean mobile number as Kakao takes it: `01012345678`. */
  phone: string;
  name: string;
  /** `YYYYMMDD`. */
  birthday: string;
}

export type IdentityRequestState = 'waiting' | 'completed' | 'failed';

/** What the provider vouches for once the request is approved; `signedToken` must be the token the request carried. */
export interface VerifiedIdentity extends IdentityClaim {
  signedToken: string;
}

export interface IdentityVerifier {
  readonly kind: 'barocert' | 'local' | 'none';
  /** Sends the request to the member's KakaoTalk; answers the provider's transaction id. */
  request(claim: IdentityClaim, token: string, expiresInSeconds: number): Promise<{ txId: string }>;
  state(txId: string): Promise<IdentityRequestState>;
  /** Kakao lets a completed request be verified once; a second call fails. */
  verify(txId: string): Promise<VerifiedIdentity>;
}

/** The provider refused or could not be reached. */
export class IdentityProviderError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string | number,
  ) {
    super(message);
    this.name = 'IdentityProviderError';
  }
}
