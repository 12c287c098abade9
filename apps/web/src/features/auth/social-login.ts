import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '@madang/contracts';
import { SOCIAL_SIGNUP_TYPES } from '@madang/contracts/session-token';
import { openSocialSignup } from '../../app/app-state.ts';
import { readCookie } from '../../lib/cookies.ts';

/** The address behind "Continue with Google" or "…with Kakao" (spec section 4): back to `returnTo`, in English when `locale` is en. */
export function socialLoginHref(provider: 'google' | 'kakao', returnTo: string, locale: Locale): string {
  return `/api/login/${provider}?${new URLSearchParams({ returnTo, locale: locale === 'en' ? 'en' : '' })}`;
}

/** Pages shown inside another site's frame open the provider in a new tab, which frames cannot host. */
export const opensInNewTab = (search: string) => new URLSearchParams(search).get('mode') === 'iframe';

export interface SocialSignup {
  type: string;
  id: string;
  email: string;
  name: string;
}

const LANDING_KEYS = ['type', 'id', 'email', 'name'];

/**
 * A social sign-up handed over by the provider's callback through the landing query (`type`, `id`, `email`,
 * `name`); the e-mail and type may also come from the short-lived cookies the server set from it.
 * Returns the sign-up and the search string without those parameters.
 */
export function readSocialLanding(search: string): { signup: SocialSignup; rest: string } | null {
  const query = new URLSearchParams(search);
  const type = query.get('type') ?? readCookie('type');
  const id = query.get('id');
  if (!type || !(SOCIAL_SIGNUP_TYPES as readonly string[]).includes(type) || !id) return null;
  const signup = { type, id, email: query.get('email') ?? readCookie('email') ?? '', name: query.get('name') ?? '' };
  for (const key of LANDING_KEYS) query.delete(key);
  const rest = query.toString();
  return { signup, rest: rest ? `?${rest}` : '' };
}

/** Opens the social sign-up popup when the page was reached through the provider's callback, and tidies the address. */
export function useSocialLanding(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const landing = readSocialLanding(location.search);
    if (!landing) return;
    openSocialSignup(landing.signup);
    void navigate({ pathname: location.pathname, search: landing.rest, hash: location.hash }, { replace: true });
  }, [location, navigate]);
}
