import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBoards } from '@madang/contracts/community';
import { moderationHideSchema, moderationIdParamsSchema, moderationReportQuerySchema } from '@madang/contracts/talkboard';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { listHidden, listReports } from './list-moderation.ts';
import { resolveReport, setHidden } from './moderation.ts';
import { assertModeratorRole } from './policy.ts';
import { presentHiddenItem, presentReport } from './present-moderation.ts';

const tags = ['host'];
const params = moderationIdParamsSchema;

/** Each board's paths and item kinds in the console's calls (the talk board's came first and kept the plain names). */
const boardPaths = {
  talk: { reports: 'reports', post: { path: 'posts', kind: 'post' }, comment: { path: 'comments', kind: 'comment' } },
  code: { reports: 'code-reports', post: { path: 'code-posts', kind: 'code_post' }, comment: { path: 'code-comments', kind: 'code_comment' } },
} as const;

/** The host console's moderation (issue 5) of every community board: admins moderate every board, hosts their competitions' boards. */
export const moderationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  // Members and visitors alike are refused (403): moderation is no business of theirs, logged in or not.
  const moderator = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    assertModeratorRole(user);
    return user;
  };

  app.get('/v1/host/moderation/reports', { schema: { querystring: moderationReportQuerySchema, tags } }, async (request) => {
    const rows = await listReports(db, { user: moderator(request), state: request.query.state });
    const locale = requestLocale(request);
    return ok(rows.map((row) => presentReport(row, locale)));
  });

  app.get('/v1/host/moderation/hidden', { schema: { tags } }, async (request) => {
    const user = moderator(request);
    const locale = requestLocale(request);
    const lists = await Promise.all(publicBoards.map((board) => listHidden(db, { user, board })));
    return ok(lists.flat().map((row) => presentHiddenItem(row, locale)));
  });

  for (const board of publicBoards) {
    const paths = boardPaths[board];
    app.post(`/v1/host/moderation/${paths.reports}/:id/resolve`, { schema: { params, tags } }, async (request) => {
      await resolveReport(db, { user: moderator(request), board, reportId: request.params.id });
      return ok({ id: request.params.id });
    });

    for (const item of ['post', 'comment'] as const) {
      const { path, kind } = paths[item];
      app.post(`/v1/host/moderation/${path}/:id/hide`, { schema: { params, body: moderationHideSchema, tags } }, async (request) => {
        const { id } = request.params;
        await setHidden(db, { user: moderator(request), target: { board, item, id }, hide: true, reason: request.body.reason });
        return ok({ kind, id, hidden: true });
      });

      app.post(`/v1/host/moderation/${path}/:id/restore`, { schema: { params, tags } }, async (request) => {
        const { id } = request.params;
        await setHidden(db, { user: moderator(request), target: { board, item, id }, hide: false });
        return ok({ kind, id, hidden: false });
      });
    }
  }
};
