/** The session flag the spec names for a dismissed banner. */
export const BANNER_CLOSED_KEY = 'closed';

/** Spec section 4: the banner shows unless dismissed in this session or the user is a yearly subscriber. */
export function shouldShowBanner(closedFlag: string | null, subscription: string | null | undefined): boolean {
  return closedFlag === null && subscription !== 'YEARLY';
}
