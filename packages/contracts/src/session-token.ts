/**
 * A token read from a query or a cookie counts only when it is not empty and not purely numeric
 * (spec section 5): old clients wrote user ids into the token cookie.
 */
export function isUsableToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.trim() !== '' && !/^\d+$/.test(token.trim());
}

export const SESSION_TTL_SECONDS = 604_800;
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
export const MAIN_REFRESH_MAX_AGE_SECONDS = 3600;

/** Readable companion of the httpOnly session cookie: present while the browser holds a session. */
export const LOGIN_FLAG_COOKIE = 'is_login';

/** The `type` the landing query carries for a sign-up started with "Continue with Google" or "…with Kakao" (spec sections 3 and 4). */
export const SOCIAL_SIGNUP_TYPES = ['google', 'kakao'] as const;
