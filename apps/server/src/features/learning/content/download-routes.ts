import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eduDataFileParamsSchema, eduNotebookQuerySchema, eduProjectParamsSchema } from '@madang/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../http/app-error.ts';
import { currentUser, requireUser } from '../../../http/authenticate.ts';
import { canOpenSteps } from '../access.ts';
import { subscriptionRequired } from '../errors.ts';
import { dataFileUrl, findReadableProject } from '../project-outline.ts';
import { findProjectFile } from './find-project-file.ts';
import { exportProjectNotebook } from './project-archive.ts';

const tags = ['learning'];

/** An attachment header that keeps any file name (RFC 6266 with an ASCII fallback). */
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const contentTypes: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Downloads of a project: its data files, for whoever may read its overview (anyone, once published), and the
 * notebook the colab page offers, for members who may open its steps.
 */
export const learningDownloadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/v2/edu/projects/:projectId/files/:name', { schema: { tags, params: eduDataFileParamsSchema } }, async (request, reply) => {
    const project = await findReadableProject(ctx.db, { projectId: request.params.projectId, viewer: currentUser(request) });
    const file = await findProjectFile(ctx.db, { projectId: project.id, name: request.params.name });
    const object = await ctx.storage.get(file.storageKey);
    if (!object) throw notFound('edu_file_not_found');
    const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
    return reply
      .type(contentTypes[extension] ?? 'application/octet-stream')
      .header('content-length', object.size)
      .header('content-disposition', attachment(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', project.state === 'published' ? 'public, max-age=300' : 'private, no-store')
      .send(object.body);
  });

  app.get(
    '/v2/edu/projects/:projectId/notebook.ipynb',
    { schema: { tags, security: [{ session: [] }], params: eduProjectParamsSchema, querystring: eduNotebookQuerySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      const project = await findReadableProject(ctx.db, { projectId: request.params.projectId, viewer: user });
      if (canOpenSteps(user, project) === 'subscription_required') throw subscriptionRequired();
      // Full addresses: the notebook runs elsewhere (Colab, Jupyter) and fetches the data from this platform.
      const exported = await exportProjectNotebook(ctx, {
        projectId: project.id,
        locale: request.query.lang,
        dataUrl: (name) => `${ctx.config.publicUrl}${dataFileUrl(project.id, name)}`,
      });
      if (!exported) throw notFound('edu_project_not_found');
      return reply
        .type('application/x-ipynb+json')
        .header('content-disposition', attachment(exported.fileName))
        .header('cache-control', 'private, no-store')
        .send(`${JSON.stringify(exported.notebook, null, 1)}\n`);
    },
  );
};
