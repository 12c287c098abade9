import type { FastifyReply } from 'fastify';
import { SESSION_TTL_SECONDS } from '@madang/contracts';
import type { Config } from '../config.ts';
import { TOKEN_COOKIE } from './authenticate.ts';

/** The session cookie is httpOnly and SameSite=Lax; mutating requests are also checked for their Origin. */
export function setSessionCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>, token: string): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
}
