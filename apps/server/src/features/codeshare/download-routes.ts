import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeDownloadQuerySchema } from '@madang/contracts/codeshare';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/app-error.ts';
import { findVisiblePost } from '../community/find-post.ts';
import { exportHtml } from './export-html.ts';
import { findVersion } from './versions.ts';

const tags = ['codeshare'];

/** An attachment header that keeps a Korean file name (RFC 6266 with an ASCII fallback). */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Downloads of a post's version (spec: /codeshare/download and /codeshare/{x}HTML): the original notebook
 * as uploaded, and the rendered post as one HTML file. Readers of the post may download; GET serves links.
 */
export const codeshareDownloadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, storage, renderer } = ctx;

  const versionOf = async (request: Parameters<typeof findVisiblePost>[1], query: { cs_id: number; version?: number }) => {
    const { post } = await findVisiblePost(db, request, 'code', query.cs_id);
    return { post, version: await findVersion(db, { postId: post.id, version: query.version ?? post.currentVersion }) };
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/codeshare/download',
    schema: { querystring: codeDownloadQuerySchema, tags },
    handler: async (request, reply) => {
      const { version } = await versionOf(request, request.query);
      const object = version.notebookKey ? await storage.get(version.notebookKey) : undefined;
      if (!object) throw notFound('code_no_notebook');
      return reply
        .header('content-type', 'application/x-ipynb+json')
        .header('content-length', object.size)
        .header('content-disposition', attachment(version.notebookName ?? 'notebook.ipynb'))
        .send(object.body);
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/codeshare/downloadHTML',
    schema: { querystring: codeDownloadQuerySchema, tags },
    handler: async (request, reply) => {
      const { post, version } = await versionOf(request, request.query);
      const name = `${(version.notebookName ?? post.title).replace(/\.ipynb$/i, '').slice(0, 100)}.html`;
      const bodyHtml = version.body ? await renderer.renderMarkdown(version.body, request) : '';
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', attachment(name))
        .send(exportHtml(post, version, bodyHtml));
    },
  });
};
