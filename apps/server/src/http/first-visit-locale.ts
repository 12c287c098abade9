import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@madang/contracts';

/** How much an Accept-Language header wants a language: the highest `q` of its tags for it, 0 when absent. */
function weightOf(header: string, language: string): number {
  let best = 0;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    if (tag !== language && !tag.startsWith(`${language}-`)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight) && weight > best) best = weight;
  }
  return best;
}

/** True when the browser ranks English above Korean (a browser asking for neither stays on Korean, the default). */
export function prefersEnglish(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  return weightOf(acceptLanguage, 'en') > weightOf(acceptLanguage, 'ko');
}

/** Crawlers keep no cookies, so they would be sent on every visit and never see the Korean pages. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit/i;
/** A missing file ('/favicon.ico', '/assets/x.js') is not a page. */
const FILE_PATH = /(^\/assets\/|\.[a-z0-9]+$)/i;

/**
 * A first visit to a Korean page from a browser that prefers English goes to the page's `/en` form, once:
 * the `locale` cookie (the spec's, a year) is set with the redirect, and from then on the cookie wins —
 * the footer and menu switch rewrite it. Only page loads count, never a script's fetch or an image.
 * Returns the English address when the visit is redirected.
 */
export function redirectFirstVisit(request: FastifyRequest, reply: FastifyReply, secure: boolean): string | undefined {
  const cookie = request.cookies.locale;
  if (cookie === 'ko' || cookie === 'en') return undefined;
  const dest = request.headers['sec-fetch-dest'];
  if (dest !== undefined && dest !== 'document') return undefined;
  if (CRAWLER.test(request.headers['user-agent'] ?? '')) return undefined;
  const [pathname = '/', query] = request.url.split(/\?(.*)/s);
  if (FILE_PATH.test(pathname)) return undefined;
  const header = request.headers['accept-language'];
  if (!prefersEnglish(typeof header === 'string' ? header : undefined)) return undefined;
  reply.setCookie('locale', 'en', { path: '/', sameSite: 'lax', secure, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS });
  return `${pathname === '/' ? '/en' : `/en${pathname}`}${query !== undefined ? `?${query}` : ''}`;
}
