import type { FastifyReply } from 'fastify';
import { LOGIN_FLAG_COOKIE, SESSION_TTL_SECONDS } from '@madang/contracts';
import type { Config } from '../config.ts';

export const TOKEN_COOKIE = 'token';

/**
 * The session token is httpOnly and SameSite=Lax (mutating requests are also checked for their Origin).
 * Beside it a readable login flag tells the web app whether asking for the profile is worth a request.
 */
export function setSessionCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>, token: string): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: config.publicUrl.startsWith('https:'), maxAge: SESSION_TTL_SECONDS };
  reply.setCookie(TOKEN_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(LOGIN_FLAG_COOKIE, '1', base);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(LOGIN_FLAG_COOKIE, { path: '/' });
}
