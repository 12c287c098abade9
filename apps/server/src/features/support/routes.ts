import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPPORT_PAGE_SIZE,
  spIdQuerySchema,
  supportCreateSchema,
  supportDetailSchema,
  supportFaqSchema,
  supportListQuerySchema,
  supportPageSchema,
  supportUpdateSchema,
} from '@madang/contracts/support';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../http/app-error.ts';
import { requireUser } from '../../http/authenticate.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { findVisiblePost } from '../community/find-post.ts';
import { assertAuthor, isAuthor } from '../community/policy.ts';
import { competitionAccess, memberCompetitionAccess } from '../competitions/competition-access.ts';
import { managesCompetition } from '../host/policy.ts';
import { listQuestions, readQuestionLine } from './list-questions.ts';
import { presentQuestionDetail, presentQuestionItem } from './presenter.ts';
import { isInQuestion } from './visibility.ts';
import { askQuestion, editQuestion, setFaq } from './write-question.ts';

const tags = ['support'];

/**
 * A competition's support board: members' questions to its hosts. Answers are comments through the reply
 * calls (`type` sp), where a host's comment is the answer; the community model keeps who may read what.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const findQuestion = (request: FastifyRequest, id: number) => findVisiblePost(db, request, 'support', id);

  app.get('/v1/support/list', { schema: { querystring: supportListQuerySchema, response: okResponse(supportPageSchema), tags } }, async (request) => {
    const { competition, user, membership } = await competitionAccess(db, request, request.query.cpt_id);
    const viewer = { userId: user?.id ?? null, teamId: membership.team?.id ?? null, manages: managesCompetition(competition, user) };
    const view = request.query.view ?? (viewer.manages ? 'all' : user ? 'ours' : 'faq');
    const { rows, total } = await listQuestions(db, { competitionId: competition.id, query: { ...request.query, view }, viewer });
    return ok({ view, is_host: viewer.manages, items: rows.map(presentQuestionItem), page: request.query.page, page_size: SUPPORT_PAGE_SIZE, total });
  });

  app.get('/v1/support', { schema: { querystring: spIdQuerySchema, response: okResponse(supportDetailSchema), tags } }, async (request) => {
    const { post, board, user } = await findQuestion(request, request.query.sp_id);
    const [row, canWrite] = await Promise.all([readQuestionLine(db, post.id), board ? isInQuestion(db, post, board, user) : false]);
    return ok(presentQuestionDetail(row, { isMine: isAuthor(post, user), isHost: board !== null && managesCompetition(board, user), canWrite }));
  });

  app.post('/v1/support', { schema: { body: supportCreateSchema, tags }, config: { rateLimit: ctx.rateLimits.publicWrite } }, async (request) => {
    const { cpt_id, ...input } = request.body;
    const { competition, user } = await memberCompetitionAccess(db, request, cpt_id);
    const question = await askQuestion(db, { competition, author: user, input });
    return ok({ sp_id: question.id, cpt_id: competition.id });
  });

  app.put('/v1/support', { schema: { body: supportUpdateSchema, tags } }, async (request) => {
    const user = requireUser(request);
    const { sp_id, ...input } = request.body;
    const { post } = await findQuestion(request, sp_id);
    assertAuthor(post, user);
    await editQuestion(db, { question: post, input });
    return ok({ sp_id: post.id, cpt_id: post.competitionId });
  });

  app.post('/v1/support/faq', { schema: { body: supportFaqSchema, tags } }, async (request) => {
    const user = requireUser(request);
    const { post, board } = await findQuestion(request, request.body.sp_id);
    if (!board || !managesCompetition(board, user)) throw forbidden('host_only');
    await setFaq(db, { question: post, faq: request.body.faq });
    return ok({ sp_id: post.id, is_faq: request.body.faq });
  });
};
