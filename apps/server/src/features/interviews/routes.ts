import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERVIEW_PAGE_SIZE, winnerDataQuerySchema, winnerListQuerySchema, winnerReadSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { listPublishedInterviews } from './list-interviews.ts';
import { presentWinnerDetail, presentWinnerItem } from './presenter.ts';
import { countInterviewRead, readPublishedInterview } from './read-interview.ts';
import { visitorOf } from '../visits/visitor.ts';

const tags = ['interviews'];

/** Public reads of the winner interviews (spec section 7): anyone may read, only published ones show. */
export const interviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/etc/winner_list', { schema: { querystring: winnerListQuerySchema, tags } }, async (request) => {
    const { page } = request.query;
    const locale = requestLocale(request);
    const { rows, total } = await listPublishedInterviews(db, { page, pageSize: INTERVIEW_PAGE_SIZE });
    return ok({ items: rows.map((row) => presentWinnerItem(row, locale)), page, page_size: INTERVIEW_PAGE_SIZE, total });
  });

  app.get('/etc/winner_data', { schema: { querystring: winnerDataQuerySchema, tags } }, async (request) =>
    ok(presentWinnerDetail(await readPublishedInterview(db, { id: request.query.win_id }), requestLocale(request))),
  );

  // The spec posts the read flag with the id; `read: 0` counts nothing.
  app.post('/etc/winner_data', { schema: { body: winnerReadSchema, tags }, config: { rateLimit: ctx.rateLimits.publicWrite } }, async (request) => {
    const { win_id: id, read } = request.body;
    const visitor = visitorOf(request, ctx.config.secret);
    const viewCount = read === 0 || read === false ? (await readPublishedInterview(db, { id })).interview.viewCount : await countInterviewRead(db, { id, visitor });
    return ok({ win_id: id, view_cnt: viewCount });
  });
};
