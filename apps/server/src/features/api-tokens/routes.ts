import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTokenCreateSchema, apiTokenRefSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { createApiToken, reissueApiToken, revokeApiToken } from './issue-api-token.ts';
import { listApiTokens } from './list-api-tokens.ts';
import { presentApiToken } from './presenter.ts';

const tags = ['api tokens'];

/** The Python API token page: create (shown once), list, revoke, reissue. Session only: a token cannot make tokens. */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/v1/myinfo/tokens', { schema: { tags } }, async (request) => {
    const rows = await listApiTokens(db, requireUser(request).id);
    return ok(rows.map(presentApiToken));
  });

  app.post('/myinfo/token/create', { schema: { body: apiTokenCreateSchema, tags } }, async (request, reply) => {
    const { token, row } = await createApiToken(db, requireUser(request).id, request.body.name);
    return reply.status(201).send(ok({ token, item: presentApiToken(row) }));
  });

  app.post('/myinfo/token/expire', { schema: { body: apiTokenRefSchema, tags } }, async (request) => {
    await revokeApiToken(db, requireUser(request).id, request.body.id);
    return ok(null);
  });

  app.post('/v1/myinfo/tokens/:id/reissue', { schema: { params: apiTokenRefSchema, tags } }, async (request, reply) => {
    const { token, row } = await reissueApiToken(db, requireUser(request).id, request.params.id);
    return reply.status(201).send(ok({ token, item: presentApiToken(row) }));
  });
};
