import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqInputSchema, faqMoveSchema, noticeInputSchema, noticeParamsSchema, noticePinSchema, noticePublishSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { createFaqEntry } from './create-faq-entry.ts';
import { createNotice } from './create-notice.ts';
import { deleteFaqEntry } from './delete-faq-entry.ts';
import { deleteNotice } from './delete-notice.ts';
import { findNotice, findNoticeAuthor, type NoticeRow } from './find-notice.ts';
import { findFaqEntry, listAllFaq } from './list-faq.ts';
import { listAllNotices } from './list-notices.ts';
import { moveFaqEntry } from './move-faq-entry.ts';
import { assertCanManageNotices } from './policy.ts';
import { presentHostFaq, presentHostNotice } from './presenter.ts';
import { updateFaqEntry } from './update-faq-entry.ts';
import { pinNotice, publishNotice, updateNotice } from './update-notice.ts';

const tags = ['host'];
const params = noticeParamsSchema;

/** The signed-in admin; visitors get the usual 'not login', members and hosts 'admin_only'. */
function requireAdmin(request: FastifyRequest) {
  const user = requireUser(request);
  assertCanManageNotices(user);
  return user;
}

/** The host console's notice and FAQ management, under the console's prefix; admins only, being site-wide. */
export const noticeHostRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const present = async (notice: NoticeRow) => ok(presentHostNotice(notice, await findNoticeAuthor(db, notice)));

  app.get('/v1/host/notices', { schema: { tags } }, async (request) => {
    requireAdmin(request);
    return ok((await listAllNotices(db)).map(({ notice, author }) => presentHostNotice(notice, author)));
  });

  app.get('/v1/host/notices/:id', { schema: { params, tags } }, async (request) => {
    requireAdmin(request);
    return present(await findNotice(db, request.params.id));
  });

  app.post('/v1/host/notices', { schema: { body: noticeInputSchema, tags } }, async (request) => {
    const user = requireAdmin(request);
    return ok(presentHostNotice(await createNotice(db, { input: request.body, authorUserId: user.id }), user.name));
  });

  app.put('/v1/host/notices/:id', { schema: { params, body: noticeInputSchema, tags } }, async (request) => {
    requireAdmin(request);
    return present(await updateNotice(db, { id: request.params.id, input: request.body }));
  });

  app.post('/v1/host/notices/:id/pin', { schema: { params, body: noticePinSchema, tags } }, async (request) => {
    requireAdmin(request);
    return present(await pinNotice(db, { id: request.params.id, pinned: request.body.pinned }));
  });

  app.post('/v1/host/notices/:id/publish', { schema: { params, body: noticePublishSchema, tags } }, async (request) => {
    requireAdmin(request);
    return present(await publishNotice(db, { id: request.params.id, published: request.body.published }));
  });

  app.post('/v1/host/notices/:id/delete', { schema: { params, tags } }, async (request) => {
    requireAdmin(request);
    await deleteNotice(db, { id: request.params.id });
    return ok({ deleted: true });
  });

  app.get('/v1/host/faq', { schema: { tags } }, async (request) => {
    requireAdmin(request);
    return ok((await listAllFaq(db)).map(presentHostFaq));
  });

  app.get('/v1/host/faq/:id', { schema: { params, tags } }, async (request) => {
    requireAdmin(request);
    return ok(presentHostFaq(await findFaqEntry(db, request.params.id)));
  });

  app.post('/v1/host/faq', { schema: { body: faqInputSchema, tags } }, async (request) => {
    requireAdmin(request);
    return ok(presentHostFaq(await createFaqEntry(db, { input: request.body })));
  });

  app.put('/v1/host/faq/:id', { schema: { params, body: faqInputSchema, tags } }, async (request) => {
    requireAdmin(request);
    return ok(presentHostFaq(await updateFaqEntry(db, { id: request.params.id, input: request.body })));
  });

  app.post('/v1/host/faq/:id/move', { schema: { params, body: faqMoveSchema, tags } }, async (request) => {
    requireAdmin(request);
    return ok((await moveFaqEntry(db, { id: request.params.id, direction: request.body.direction })).map(presentHostFaq));
  });

  app.post('/v1/host/faq/:id/delete', { schema: { params, tags } }, async (request) => {
    requireAdmin(request);
    await deleteFaqEntry(db, { id: request.params.id });
    return ok({ deleted: true });
  });
};
