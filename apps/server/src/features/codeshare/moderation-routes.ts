import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationHideSchema, moderationIdParamsSchema } from '@madang/contracts/talkboard';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/authenticate.ts';
import { assertModeratorRole } from '../talkboard/policy.ts';
import { resolveCodeReport, setCodeHidden, type CodeModerationTarget } from './moderation.ts';

const tags = ['host'];
const ok = <T>(data: T) => ({ status: 1 as const, message: 'ok', data });
const params = moderationIdParamsSchema;

/** The console's hide, restore and resolve for code posts and comments; their lists join the talk board's. */
export const codeModerationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const moderator = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    assertModeratorRole(user);
    return user;
  };

  app.post('/v1/host/moderation/code-reports/:id/resolve', { schema: { params, tags } }, async (request) => {
    await resolveCodeReport(db, { user: moderator(request), reportId: request.params.id });
    return ok({ id: request.params.id });
  });

  for (const kind of ['code_post', 'code_comment'] as const) {
    const path = kind === 'code_post' ? 'code-posts' : 'code-comments';
    app.post(`/v1/host/moderation/${path}/:id/hide`, { schema: { params, body: moderationHideSchema, tags } }, async (request) => {
      const target: CodeModerationTarget = { kind, id: request.params.id };
      await setCodeHidden(db, { user: moderator(request), target, hide: true, reason: request.body.reason });
      return ok({ ...target, hidden: true });
    });

    app.post(`/v1/host/moderation/${path}/:id/restore`, { schema: { params, tags } }, async (request) => {
      const target: CodeModerationTarget = { kind, id: request.params.id };
      await setCodeHidden(db, { user: moderator(request), target, hide: false });
      return ok({ ...target, hidden: false });
    });
  }
};
