import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeShareCountSchema, talkShareCountSchema } from '@madang/contracts/shares';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/ok.ts';
import { findVisiblePost } from '../community/find-post.ts';
import { visitorOf } from '../visits/visitor.ts';
import { recordShare } from './record-share.ts';

/** The share popup's counters of spec section 7: anyone who may read a post may share it. */
export const shareRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const config = { rateLimit: ctx.rateLimits.publicWrite };

  app.post('/talkboard/social/cnt', { schema: { body: talkShareCountSchema, tags: ['talkboard'] }, config }, async (request) => {
    const { post } = await findVisiblePost(db, request, 'talk', request.body.tb_id);
    const visitor = visitorOf(request, ctx.config.secret);
    return ok({ share_count: await recordShare(db, { post, network: request.body.channel, visitor, now: new Date() }) });
  });

  app.post('/codeshare/social/cnt', { schema: { body: codeShareCountSchema, tags: ['codeshare'] }, config }, async (request) => {
    const { post } = await findVisiblePost(db, request, 'code', request.body.cs_id);
    const visitor = visitorOf(request, ctx.config.secret);
    return ok({ share_count: await recordShare(db, { post, network: request.body.channel, visitor, now: new Date() }) });
  });
};
