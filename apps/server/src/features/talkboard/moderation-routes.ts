import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationHideSchema, moderationIdParamsSchema, moderationReportQuerySchema } from '@madang/contracts/talkboard';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../http/authenticate.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { listCodeReports, listHiddenCode, mergeReports } from '../codeshare/moderation.ts';
import { listHiddenItems } from './list-hidden.ts';
import { listReports } from './list-reports.ts';
import { resolveReport, setHidden, type ModerationTarget } from './moderate.ts';
import { assertModeratorRole } from './policy.ts';
import { presentModerationItem, presentReport } from './presenter.ts';

const tags = ['host'];
const ok = <T>(data: T) => ({ status: 1 as const, message: 'ok', data });
const params = moderationIdParamsSchema;

/** The host console's moderation (issue 5): admins moderate every board, hosts their competitions' boards. */
export const moderationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  // Members and visitors alike are refused (403): moderation is no business of theirs, logged in or not.
  const moderator = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    assertModeratorRole(user);
    return user;
  };

  app.get('/v1/host/moderation/reports', { schema: { querystring: moderationReportQuerySchema, tags } }, async (request) => {
    const user = moderator(request);
    const locale = requestLocale(request);
    const { state } = request.query;
    const [talk, code] = await Promise.all([listReports(db, { user, state }), listCodeReports(db, { user, state, locale })]);
    return ok(mergeReports(talk.map((row) => presentReport(row, locale)), code));
  });

  app.post('/v1/host/moderation/reports/:id/resolve', { schema: { params, tags } }, async (request) => {
    await resolveReport(db, { user: moderator(request), reportId: request.params.id });
    return ok({ id: request.params.id });
  });

  app.get('/v1/host/moderation/hidden', { schema: { tags } }, async (request) => {
    const user = moderator(request);
    const locale = requestLocale(request);
    const [{ posts, comments }, code] = await Promise.all([listHiddenItems(db, { user }), listHiddenCode(db, { user, locale })]);
    return ok([
      ...posts.map((row) => presentModerationItem({ post: row.post, comment: null, board: row.board, authorName: row.authorName, locale })),
      ...comments.map((row) => presentModerationItem({ post: row.post, comment: row.comment, board: row.board, authorName: row.authorName, locale })),
      ...code,
    ]);
  });

  for (const kind of ['post', 'comment'] as const) {
    app.post(`/v1/host/moderation/${kind}s/:id/hide`, { schema: { params, body: moderationHideSchema, tags } }, async (request) => {
      const target: ModerationTarget = { kind, id: request.params.id };
      await setHidden(db, { user: moderator(request), target, hide: true, reason: request.body.reason });
      return ok({ ...target, hidden: true });
    });

    app.post(`/v1/host/moderation/${kind}s/:id/restore`, { schema: { params, tags } }, async (request) => {
      const target: ModerationTarget = { kind, id: request.params.id };
      await setHidden(db, { user: moderator(request), target, hide: false });
      return ok({ ...target, hidden: false });
    });
  }
};
