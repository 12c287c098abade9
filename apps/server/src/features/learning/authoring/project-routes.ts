import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EDU_DATA_FILE_MAX_BYTES,
  EDU_ZIP_MAX_BYTES,
  eduAuthoringFileParamsSchema,
  eduAuthoringParamsSchema,
  eduAuthoringProjectItemSchema,
  eduAuthoringProjectSchema,
  eduExportQuerySchema,
  eduProjectInputSchema,
  eduPublishRefusalSchema,
  errorBodySchema,
  okEnvelope,
} from '@madang/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest, notFound } from '../../../http/app-error.ts';
import { requireUser } from '../../../http/authenticate.ts';
import { ok } from '../../../http/ok.ts';
import { requestLocale } from '../../../http/request-locale.ts';
import { exportProjectZip } from '../content/project-archive.ts';
import { dataFileUrl } from '../project-outline.ts';
import { authoredResponder } from './authored-response.ts';
import { deleteProject } from './delete-project.ts';
import { findAuthoredProject } from './find-authored.ts';
import { importAuthoredZip } from './import-authored-zip.ts';
import { listAuthoredProjects } from './list-authored-projects.ts';
import { assertEducator } from './policy.ts';
import { presentAuthoringItem } from './presenter.ts';
import { deleteProjectFile, uploadProjectFile, dataFileTooLarge } from './project-files.ts';
import { publishProject, unpublishProject } from './publish-project.ts';
import { createProject, updateProject } from './save-project.ts';

const tags = ['learning console'];
const params = eduAuthoringParamsSchema;
const project = okEnvelope(eduAuthoringProjectSchema);
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The one file of a multipart upload, within `limit` bytes. */
async function uploadedFile(request: FastifyRequest, limit: number, tooLarge: () => AppError) {
  if (!request.isMultipart()) throw badRequest('file_upload_failed');
  for await (const part of request.parts({ limits: { fileSize: limit } })) {
    if (part.type === 'field') continue;
    const body = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    });
    return { name: part.filename, body };
  }
  throw badRequest('file_upload_failed');
}

/** The console's learning projects: list, create, edit, delete, data files, publish, zip import and export. */
export const learningProjectRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const respond = authoredResponder(ctx);
  const authored = (request: FastifyRequest, projectId: number) => findAuthoredProject(db, { projectId, user: requireUser(request) });

  app.get('/v1/host/learning/projects', { schema: { tags, response: { 200: okEnvelope(z.array(eduAuthoringProjectItemSchema)), ...refusals } } }, async (request) => {
    const user = requireUser(request);
    assertEducator(user);
    return ok((await listAuthoredProjects(db, { user })).map(presentAuthoringItem));
  });

  app.post('/v1/host/learning/projects', { schema: { tags, body: eduProjectInputSchema, response: { 200: project, ...refusals } } }, async (request) => {
    const user = requireUser(request);
    assertEducator(user);
    return respond(request, await createProject(db, { input: request.body, authorUserId: user.id }));
  });

  app.get('/v1/host/learning/projects/:id', { schema: { tags, params, response: { 200: project, ...refusals } } }, async (request) =>
    respond(request, await authored(request, request.params.id)),
  );

  app.put('/v1/host/learning/projects/:id', { schema: { tags, params, body: eduProjectInputSchema, response: { 200: project, ...refusals } } }, async (request) => {
    const found = await authored(request, request.params.id);
    return respond(request, await updateProject(db, { project: found, input: request.body }));
  });

  app.delete('/v1/host/learning/projects/:id', { schema: { tags, params } }, async (request) => {
    await deleteProject(db, ctx.storage, { project: await authored(request, request.params.id) });
    return ok({ deleted: true });
  });

  app.post('/v1/host/learning/projects/:id/files', { schema: { tags, params, response: { 200: project, ...refusals } } }, async (request) => {
    const found = await authored(request, request.params.id);
    const file = await uploadedFile(request, EDU_DATA_FILE_MAX_BYTES, dataFileTooLarge);
    await uploadProjectFile(db, ctx.storage, { project: found, name: file.name, body: file.body });
    return respond(request, found);
  });

  app.delete(
    '/v1/host/learning/projects/:id/files/:fileId',
    { schema: { tags, params: eduAuthoringFileParamsSchema, response: { 200: project, ...refusals } } },
    async (request) => {
      const found = await authored(request, request.params.id);
      await deleteProjectFile(db, ctx.storage, { project: found, fileId: request.params.fileId });
      return respond(request, found);
    },
  );

  app.post('/v1/host/learning/projects/:id/publish', { schema: { tags, params, response: { 200: project, ...refusals, 409: eduPublishRefusalSchema } } }, async (request) => {
    const found = await authored(request, request.params.id);
    return respond(request, await publishProject(db, { project: found, locale: requestLocale(request) }));
  });

  app.post('/v1/host/learning/projects/:id/unpublish', { schema: { tags, params, response: { 200: project, ...refusals } } }, async (request) => {
    const found = await authored(request, request.params.id);
    return respond(request, await unpublishProject(db, { project: found }));
  });

  app.post('/v1/host/learning/import', { schema: { tags, response: { 200: project, ...refusals } } }, async (request) => {
    const user = requireUser(request);
    assertEducator(user);
    const file = await uploadedFile(request, EDU_ZIP_MAX_BYTES, () => new AppError('file_too_large', 'file_size_limit'));
    const projectId = await importAuthoredZip(ctx, { user, zip: new Uint8Array(file.body) });
    return respond(request, await authored(request, projectId));
  });

  app.get('/v1/host/learning/projects/:id/export.zip', { schema: { tags, params, querystring: eduExportQuerySchema } }, async (request, reply) => {
    const found = await authored(request, request.params.id);
    const exported = await exportProjectZip(ctx, { projectId: found.id, locale: request.query.lang, dataUrl: (name) => `${ctx.config.publicUrl}${dataFileUrl(found.id, name)}` });
    if (!exported) throw notFound();
    return reply.type('application/zip').header('content-disposition', `attachment; filename="${exported.fileName}"`).send(Buffer.from(exported.zip));
  });
};
