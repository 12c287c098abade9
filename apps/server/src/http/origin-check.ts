import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie sessions are SameSite=Lax; on top of that a browser's mutating request must come from the
 * platform's own origin. Requests without an Origin header (API clients with a bearer token) pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = request.headers.host && (origin === `http://${request.headers.host}` || origin === `https://${request.headers.host}`);
    if (origin !== allowed && !sameHost) throw new AppError('bad_origin', 'bad_origin');
  });
}
