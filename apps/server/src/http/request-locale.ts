import type { FastifyRequest } from 'fastify';
import { defaultLocale, type Locale } from '@madang/contracts';

/** The language of a response: the client's Accept-Language first, then the locale cookie, then Korean. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en';
    if (first.startsWith('ko')) return 'ko';
  }
  const cookie = request.cookies?.locale;
  if (cookie === 'en' || cookie === 'ko') return cookie;
  return defaultLocale;
}
