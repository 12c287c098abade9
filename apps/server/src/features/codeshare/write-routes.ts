import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { codePostCreateSchema, codePostUpdateSchema } from '@madang/contracts/codeshare';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { requireUser } from '../../http/authenticate.ts';
import { fieldIssuesFromZod } from '../../http/zod-issues.ts';
import { ok } from '../../http/ok.ts';
import { boardAccess } from '../community/board-access.ts';
import { findVisiblePost } from '../community/find-post.ts';
import { assertAuthor } from '../community/policy.ts';
import { storeNotebook } from './notebook/store-notebook.ts';
import { readCodeUpload } from './read-upload.ts';
import { createCodePost, updateCodePost } from './write-post.ts';

const tags = ['codeshare'];

/** A multipart form's fields through a contract schema, refused the same way as any other request body. */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError('validation', 'validation', { fields: fieldIssuesFromZod(parsed.error.issues) });
  return parsed.data;
}

/**
 * Writing code posts (spec: POST and PUT /codeshare/v2/ipynb, a multipart form with the notebook as `file`)
 * and the notebook preview (POST /codeshare/v2/html). Notebooks are checked by content and rendered once, in
 * the render pool, charged to the member's render budget.
 */
export const codeshareWriteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, storage, renderer } = ctx;
  const keepNotebook = async (request: FastifyRequest, file: { name: string; bytes: Buffer }) => storeNotebook(storage, file, await renderer.renderNotebook(file.bytes, request));

  app.post('/codeshare/v2/ipynb', { schema: { tags, consumes: ['multipart/form-data', 'application/json'] } }, async (request) => {
    const user = requireUser(request);
    const upload = await readCodeUpload(request);
    const { cpt_id, ...input } = parseFields(codePostCreateSchema, upload.fields);
    const { board } = await boardAccess(db, request, cpt_id);
    const notebook = upload.file ? await keepNotebook(request, upload.file) : null;
    const post = await createCodePost(db, { competitionId: board?.id ?? null, authorId: user.id, input, notebook });
    return ok({ cs_id: post.id, cpt_id: post.competitionId ?? 0, version: post.currentVersion });
  });

  app.put('/codeshare/v2/ipynb', { schema: { tags, consumes: ['multipart/form-data', 'application/json'] } }, async (request) => {
    const user = requireUser(request);
    const upload = await readCodeUpload(request);
    const { cs_id, remove_notebook, ...input } = parseFields(codePostUpdateSchema, upload.fields);
    const { post } = await findVisiblePost(db, request, 'code', cs_id);
    assertAuthor(post, user);
    const notebook = upload.file ? await keepNotebook(request, upload.file) : null;
    const updated = await updateCodePost(db, { post, input, notebook, removeNotebook: remove_notebook });
    return ok({ cs_id: updated.id, cpt_id: updated.competitionId ?? 0, version: updated.currentVersion });
  });

  app.post('/codeshare/v2/html', { schema: { tags, consumes: ['multipart/form-data'] } }, async (request) => {
    requireUser(request);
    const upload = await readCodeUpload(request);
    if (!upload.file) throw badRequest('code_notebook_missing');
    return ok({ html: (await renderer.renderNotebook(upload.file.bytes, request)).html });
  });
};
