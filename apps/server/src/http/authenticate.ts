import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX, isUsableToken } from '@madang/contracts';
import type { users } from '../db/schema.ts';
import { notLoggedIn } from './app-error.ts';
import { clearSessionCookie, TOKEN_COOKIE } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionLookup;
    sessionToken: string | undefined;
  }
}

type UserRow = typeof users.$inferSelect;

/**
 * `anonymous`: no usable token was sent. `stale`: a token was sent but no live session or account
 * stands behind it, which the spec answers with 'no data' so the client drops its cookies.
 */
export type SessionLookup = { state: 'anonymous' } | { state: 'stale' } | { state: 'user'; user: UserRow };

const STALE_SESSION_COOKIES = ['main_refresh', 'ga_uid'];

/** The session token from `Authorization: Bearer` or the `token` cookie, if it is usable at all. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const bearer = header.slice(7).trim();
    // A personal API token is not a session: it opens the submission calls only.
    return isUsableToken(bearer) && !bearer.startsWith(API_TOKEN_PREFIX) ? bearer : undefined;
  }
  const cookie = request.cookies[TOKEN_COOKIE];
  return isUsableToken(cookie) ? cookie : undefined;
}

/**
 * Resolves the session once per API request, so handlers and policies read `request.session`. The accounts
 * feature supplies `findSession`, so this layer knows no feature.
 */
export function registerAuthentication(app: FastifyInstance, findSession: (token: string) => Promise<SessionLookup>): void {
  app.decorateRequest('session', null as never);
  app.decorateRequest('sessionToken', undefined as never);
  app.addHook('preHandler', async (request, reply) => {
    const token = readSessionToken(request);
    request.sessionToken = token;
    request.session = token ? await findSession(token) : { state: 'anonymous' };
    // A dead session's cookies go at once: the browser cannot remove the httpOnly token itself.
    if (request.session.state === 'stale' && request.cookies.token) {
      clearSessionCookie(reply);
      for (const name of STALE_SESSION_COOKIES) reply.clearCookie(name, { path: '/' });
    }
  });
}

/** The signed-in user, or the spec's 'not login' / 'no data' refusal. */
export function requireUser(request: FastifyRequest): UserRow {
  const session = request.session;
  if (session.state === 'user') return session.user;
  throw notLoggedIn(session.state === 'stale' ? 'no data' : 'not login');
}

export function currentUser(request: FastifyRequest): UserRow | undefined {
  return request.session.state === 'user' ? request.session.user : undefined;
}
