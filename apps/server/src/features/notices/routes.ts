import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTICE_PAGE_SIZE, noticeDataQuerySchema, noticeListQuerySchema, noticeReadSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { countNoticeRead } from './count-notice-read.ts';
import { listPublishedFaq } from './list-faq.ts';
import { listPublishedNotices, listTopNotices } from './list-notices.ts';
import { presentFaqItem, presentNoticeDetail, presentNoticeItem, presentNoticeTopItem } from './presenter.ts';
import { readPublishedNotice } from './read-notice.ts';
import { visitorOf } from '../visits/visitor.ts';

const tags = ['notices'];
/** How many pinned or popup notices /etc/notice_top gives at most. */
const TOP_LIMIT = 5;

/** Public reads of notices and the FAQ (spec section 7): anyone may read, only published items show. */
export const noticeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  const noticePage = async (page: number, locale: ReturnType<typeof requestLocale>) => {
    const { rows, total } = await listPublishedNotices(db, { page, pageSize: NOTICE_PAGE_SIZE });
    return ok({ items: rows.map((row) => presentNoticeItem(row, locale)), page, page_size: NOTICE_PAGE_SIZE, total });
  };

  app.get('/etc/notice_list', { schema: { querystring: noticeListQuerySchema, tags } }, async (request) => noticePage(request.query.page, requestLocale(request)));

  // The community's notices tab reads the same list through the newer API.
  app.get('/v1/community/getNotice', { schema: { querystring: noticeListQuerySchema, tags } }, async (request) => noticePage(request.query.page, requestLocale(request)));

  app.get('/etc/notice_top', { schema: { tags } }, async (request) => {
    const locale = requestLocale(request);
    const now = new Date();
    return ok((await listTopNotices(db, { limit: TOP_LIMIT, now })).map((row) => presentNoticeTopItem(row, locale, now)));
  });

  app.get('/etc/notice_data', { schema: { querystring: noticeDataQuerySchema, tags } }, async (request) =>
    ok(presentNoticeDetail(await readPublishedNotice(db, { id: request.query.nt_id }), requestLocale(request))),
  );

  // The spec posts to `/etc/notice_data/`; the path without the slash is the same call.
  for (const url of ['/etc/notice_data/', '/etc/notice_data']) {
    app.post(url, { schema: { body: noticeReadSchema, tags }, config: { rateLimit: ctx.rateLimits.publicWrite } }, async (request) => {
      const { nt_id: id, read } = request.body;
      const visitor = visitorOf(request, ctx.config.secret);
      const viewCount = read === 0 || read === false ? (await readPublishedNotice(db, { id })).notice.viewCount : await countNoticeRead(db, { id, visitor });
      return ok({ nt_id: id, view_cnt: viewCount });
    });
  }

  app.get('/etc/faq_list', { schema: { tags } }, async (request) => {
    const locale = requestLocale(request);
    return ok((await listPublishedFaq(db)).map((row) => presentFaqItem(row, locale)));
  });
};
