import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';

const signedFileQuerySchema = z.object({
  key: textSchema(500).min(1),
  expires: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  sig: textSchema(200).min(1),
  type: textSchema(100).optional(),
  name: textSchema(200).optional(),
});

const imageParamsSchema = z.object({ name: z.string().regex(/^[a-f0-9]{64}\.(png|jpg|webp)$/) });

export const storageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/files', { schema: { querystring: signedFileQuerySchema, tags: ['files'] } }, async (request, reply) => {
    const { key, expires, sig, type, name } = request.query;
    if (!ctx.storage.verifySignature({ key, expires, type, name }, sig)) throw forbidden();
    if (expires < Math.floor(Date.now() / 1000)) throw new AppError('expired', 'link_expired');
    const object = await ctx.storage.get(key);
    if (!object) throw notFound();
    reply.header('content-type', type ?? contentTypeOf(key));
    reply.header('content-length', object.size);
    reply.header('cache-control', 'private, no-store');
    if (name) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    return reply.send(object.body);
  });

  // Sponsor logos and cover images are public and named by the hash of their bytes (see the host's
  // image upload), so unlike data files they need no signature and can be cached for good.
  app.get('/v1/images/:name', { schema: { params: imageParamsSchema, tags: ['files'] } }, async (request, reply) => {
    const object = await ctx.storage.get(`images/${request.params.name}`);
    if (!object) throw notFound();
    reply.header('content-type', contentTypeOf(request.params.name));
    reply.header('content-length', object.size);
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(object.body);
  });
};

function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    md: 'text/markdown; charset=utf-8',
    csv: 'text/csv; charset=utf-8',
    json: 'application/json',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    zip: 'application/zip',
  };
  return types[extension] ?? 'application/octet-stream';
}
