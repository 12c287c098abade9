import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { interviewInputSchema, interviewParamsSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { assertCanManageNotices } from '../notices/policy.ts';
import { findInterview } from './find-interview.ts';
import { listAllInterviews } from './list-interviews.ts';
import { presentHostInterview } from './presenter.ts';
import { createInterview, deleteInterview, updateInterview } from './write-interview.ts';

const tags = ['host'];
const params = interviewParamsSchema;

/** The console's interview management; admins only, as with notices: interviews speak for the whole site. */
export const interviewHostRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const requireAdmin = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    assertCanManageNotices(user);
    return user;
  };
  const present = async (id: number) => ok(presentHostInterview(await findInterview(db, id)));

  app.get('/v1/host/interviews', { schema: { tags } }, async (request) => {
    requireAdmin(request);
    return ok((await listAllInterviews(db)).map(presentHostInterview));
  });

  app.get('/v1/host/interviews/:id', { schema: { params, tags } }, async (request) => {
    requireAdmin(request);
    return present(request.params.id);
  });

  app.post('/v1/host/interviews', { schema: { body: interviewInputSchema, tags } }, async (request) => {
    const user = requireAdmin(request);
    return present(await db.transaction((tx) => createInterview(tx, { input: request.body, authorUserId: user.id })));
  });

  app.put('/v1/host/interviews/:id', { schema: { params, body: interviewInputSchema, tags } }, async (request) => {
    requireAdmin(request);
    await db.transaction((tx) => updateInterview(tx, { id: request.params.id, input: request.body }));
    return present(request.params.id);
  });

  app.post('/v1/host/interviews/:id/delete', { schema: { params, tags } }, async (request) => {
    requireAdmin(request);
    await deleteInterview(db, { id: request.params.id });
    return ok({ deleted: true });
  });
};
