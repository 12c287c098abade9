/** The session flag the spec names for a dismissed banner. */
export const BANNER_CLOSED_KEY = 'closed';

/** The same flag as a session cookie, which the server's render of a first screen can read too. */
export const BANNER_CLOSED_COOKIE = 'banner_closed';

/** Spec section 4: the banner shows unless dismissed in this session or the user is a yearly subscriber. */
export function shouldShowBanner(closedFlag: string | null, subscription: string | null | undefined): boolean {
  return closedFlag === null && subscription !== 'YEARLY';
}
