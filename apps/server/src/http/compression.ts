import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed answer saves less than the frame and the time cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server writes itself: pages, JSON, CSS, scripts, SVG. Event streams and binaries are left alone. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

type Encoding = 'br' | 'gzip';

/** The best encoding the request's `Accept-Encoding` takes (brotli first), or undefined. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';');
    const name = rawName?.trim();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

function appendVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (current.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding' || name.trim() === '*')) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/** Whether this answer is text worth compressing; files, ranges, streams and already-encoded answers are not. */
function isCompressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range') || reply.hasHeader('content-disposition')) return false;
  if (String(reply.getHeader('cache-control') ?? '').includes('no-transform')) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses the pages and JSON answers the server writes (brotli or gzip, as `Accept-Encoding` allows), the
 * way the build's precompressed copies already serve its files. Brotli at quality 4 costs about as much CPU as
 * gzip's default and still writes smaller answers; the work runs on libuv's threads, off the event loop.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCompressible(request, reply, payload)) return payload;
    // The answer depends on the header from here on, compressed or not, so caches must keep them apart.
    appendVary(reply);
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload) } })
        : await gzipAsync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
