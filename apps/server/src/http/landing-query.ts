import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUsableToken, MAIN_REFRESH_MAX_AGE_SECONDS, SESSION_TTL_SECONDS } from '@madang/contracts';
import { safeReturnPath } from '@madang/contracts/return-to';
import { passesFetchGuard } from './fetch-metadata.ts';
import { setSessionCookie } from './session-cookie.ts';

const SHORT_COOKIE_SECONDS = 300;

type LandingQuery = Partial<Record<'returnTo' | 'token' | 'camp_token' | 'email' | 'type', string>>;

/**
 * The spec's "query on server start": tokens in the query become cookies only when usable,
 * `email`/`type` are kept for five minutes for the sign-up popup, and `returnTo` redirects.
 * Returns the redirect target when there is one.
 */
export function applyLandingQuery(request: FastifyRequest, reply: FastifyReply, secure: boolean): string | undefined {
  const query = request.query as LandingQuery;
  const base = { path: '/', sameSite: 'lax' as const, secure };
  // A session handed over in the address is taken only from a page load the visitor started here: an image
  // or another site's link carrying someone else's token would otherwise log the visitor into that account.
  const ownNavigation = passesFetchGuard(request, 'navigation');
  if (ownNavigation && isUsableToken(query.token)) setSessionCookie(reply, { publicUrl: secure ? 'https:' : 'http:' }, query.token);
  if (ownNavigation && isUsableToken(query.camp_token)) {
    reply.setCookie('camp_token', query.camp_token, { ...base, httpOnly: true, maxAge: SESSION_TTL_SECONDS });
  }
  if (query.email) reply.setCookie('email', query.email.slice(0, 254), { ...base, maxAge: SHORT_COOKIE_SECONDS });
  if (query.type) reply.setCookie('type', query.type.slice(0, 50), { ...base, maxAge: SHORT_COOKIE_SECONDS });
  if (query.returnTo === undefined) return undefined;
  const target = safeReturnPath(query.returnTo) ?? '/';
  if (target === '/' || target === '/en') {
    reply.setCookie('main_refresh', 'true', { ...base, maxAge: MAIN_REFRESH_MAX_AGE_SECONDS });
  }
  return target;
}
