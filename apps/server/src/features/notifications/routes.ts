import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_PAGE_SIZE, notificationPageQuerySchema, notificationPkidSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { deleteAllNotifications, deleteNotification } from './delete-notifications.ts';
import { markAllRead, markRead } from './mark-read.ts';
import { presentNotification } from './presenter.ts';
import { countUnread, listNotifications } from './read-notifications.ts';

const tags = ['notifications'];

/** The header's notification centre (spec section 7, /gnb/noti*): members only, each sees their own. */
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/gnb/noti_cnt', { schema: { tags } }, async (request) => ok({ count: await countUnread(db, requireUser(request).id) }));

  const page = async (userId: number, pageNumber: number, locale: ReturnType<typeof requestLocale>) => {
    const { rows, total, unread } = await listNotifications(db, { userId, page: pageNumber, pageSize: NOTIFICATION_PAGE_SIZE });
    return ok({ items: rows.map((row) => presentNotification(row, locale)), page: pageNumber, page_size: NOTIFICATION_PAGE_SIZE, total, unread });
  };

  app.get('/gnb/noti', { schema: { tags } }, async (request) => page(requireUser(request).id, 1, requestLocale(request)));

  app.get('/gnb/noti_all', { schema: { querystring: notificationPageQuerySchema, tags } }, async (request) =>
    page(requireUser(request).id, request.query.page, requestLocale(request)),
  );

  app.post('/gnb/noti', { schema: { body: notificationPkidSchema, tags } }, async (request) => {
    const user = requireUser(request);
    await markRead(db, { userId: user.id, id: request.body.pkid });
    return ok({ count: await countUnread(db, user.id) });
  });

  app.post('/gnb/noti_read_all', { schema: { tags } }, async (request) => {
    await markAllRead(db, { userId: requireUser(request).id });
    return ok({ count: 0 });
  });

  app.post('/gnb/noti_delete', { schema: { body: notificationPkidSchema, tags } }, async (request) => {
    const user = requireUser(request);
    await deleteNotification(db, { userId: user.id, id: request.body.pkid });
    return ok({ count: await countUnread(db, user.id) });
  });

  app.post('/gnb/noti_delete_all', { schema: { tags } }, async (request) => {
    await deleteAllNotifications(db, { userId: requireUser(request).id });
    return ok({ count: 0 });
  });
};
