import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * A multipart body that stops arriving (truncated, or without its closing boundary, on a connection
 * the client keeps open) would hold the request and its handler forever. When the socket has read
 * nothing for `idleMs` and the body is still incomplete, the multipart parser is handed an error, so
 * the upload ends in a 400 (`upload_timeout`) and the connection is closed after the answer.
 */
export function registerUploadIdleTimeout(app: FastifyInstance, idleMs: number): void {
  const every = Math.max(25, Math.floor(idleMs / 4));
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    const raw = request.raw;
    let lastRead = raw.socket?.bytesRead;
    let idleSince = Date.now();
    const timer = setInterval(() => {
      if (raw.complete || reply.raw.writableEnded) return clearInterval(timer);
      const read = raw.socket?.bytesRead;
      if (read !== lastRead) {
        lastRead = read;
        idleSince = Date.now();
        return;
      }
      // Until a handler reads the body there is nobody to tell; the next tick tries again.
      if (Date.now() - idleSince < idleMs || raw.listenerCount('error') === 0) return;
      clearInterval(timer);
      reply.header('connection', 'close');
      raw.emit('error', new AppError('bad_request', 'upload_timeout'));
    }, every);
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
  });
}
