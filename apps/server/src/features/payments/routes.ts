import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelRequestSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  confirmAnswerSchema,
  confirmRequestSchema,
  errorBodySchema,
  failRequestSchema,
  historyAnswerSchema,
  historyQuerySchema,
  okEnvelope,
  paymentResultPaths,
  planListQuerySchema,
  planSchema,
  receiptParamsSchema,
  receiptSchema,
  secretPlanQuerySchema,
  userStatusSchema,
} from '@madang/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { paymentOrders, plans } from '../../db/schema.ts';
import { currentUser, requireUser } from '../../http/authenticate.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { startCheckout } from './checkout.ts';
import { confirmOrder } from './confirm-order.ts';
import { listHistory, readReceipt } from './history.ts';
import { findSecretPlan, listPublicPlans } from './list-plans.ts';
import { cancelSubscription, resumeSubscription, userStatus } from './user-status.ts';

const tags = ['payments'];
const security = [{ session: [] }];
const refusals = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};

/** Plans, checkout and confirm, and the member's subscription (issue 16; docs/payments.md). */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/v1/subscription/plans',
    { schema: { tags, querystring: planListQuerySchema, response: { 200: okEnvelope(z.array(planSchema)), 400: errorBodySchema } } },
    async (request) => ok(await listPublicPlans(db, request.query)),
  );

  app.get('/v1/subscription/plans/secret', { schema: { tags, querystring: secretPlanQuerySchema, response: { 200: okEnvelope(planSchema), ...refusals } } }, async (request) =>
    ok(await findSecretPlan(db, request.query.token)),
  );

  // The spec's call: a visitor gets the empty status (the header shows the subscription guide).
  app.get('/v1/subscription/user-status', { schema: { tags, security, response: { 200: okEnvelope(userStatusSchema) } } }, async (request) =>
    ok(await userStatus(db, currentUser(request)?.id)),
  );

  app.post(
    '/v1/payments/checkout',
    { schema: { tags, security, body: checkoutRequestSchema, response: { 200: okEnvelope(checkoutAnswerSchema), ...refusals } } },
    async (request) =>
      ok(await startCheckout(ctx, { user: requireUser(request), planId: request.body.plan_id, secretToken: request.body.secret_token, locale: requestLocale(request) })),
  );

  app.post('/v1/payments/confirm', { schema: { tags, security, body: confirmRequestSchema, response: { 200: okEnvelope(confirmAnswerSchema), ...refusals } } }, async (request) => {
    const user = requireUser(request);
    const order = await confirmOrder(ctx, {
      user,
      request: request.body,
      onPaused: () => request.log.warn({ orderId: request.body.orderId }, 'payment approved; paused by PAYMENTS_PAUSE_AFTER_APPROVAL'),
    });
    const [plan] = await db.select({ kind: plans.kind }).from(plans).where(eq(plans.id, order.planId));
    const prefix = requestLocale(request) === 'en' ? '/en' : '';
    return ok({ order_id: order.orderId, state: order.state, success_path: `${prefix}${paymentResultPaths[plan!.kind].success}`, status: await userStatus(db, user.id) });
  });

  // The fail page closes the member's pending order with what the provider's redirect said; nothing was charged.
  app.post(
    '/v1/payments/fail',
    { schema: { tags, security, body: failRequestSchema, response: { 200: okEnvelope(z.object({ closed: z.boolean() })), ...refusals } } },
    async (request) => {
      const user = requireUser(request);
      const closed = await db
        .update(paymentOrders)
        .set({ state: 'failed', failureCode: request.body.code.slice(0, 100) || 'PAY_PROCESS_CANCELED', failureMessage: request.body.message })
        .where(and(eq(paymentOrders.orderId, request.body.orderId), eq(paymentOrders.userId, user.id), eq(paymentOrders.state, 'pending')))
        .returning({ id: paymentOrders.id });
      return ok({ closed: closed.length > 0 });
    },
  );

  app.post('/v1/subscription/cancel', { schema: { tags, security, body: cancelRequestSchema, response: { 200: okEnvelope(userStatusSchema), ...refusals } } }, async (request) => {
    const user = requireUser(request);
    await cancelSubscription(db, { userId: user.id, request: request.body });
    return ok(await userStatus(db, user.id));
  });

  app.post('/v1/subscription/resume', { schema: { tags, security, response: { 200: okEnvelope(userStatusSchema), ...refusals } } }, async (request) => {
    const user = requireUser(request);
    await resumeSubscription(db, { userId: user.id });
    return ok(await userStatus(db, user.id));
  });

  app.get(
    '/v1/payments/history',
    { schema: { tags, security, querystring: historyQuerySchema, response: { 200: okEnvelope(historyAnswerSchema), ...refusals } } },
    async (request) => ok(await listHistory(db, { userId: requireUser(request).id, page: request.query.page })),
  );

  app.get(
    '/v1/payments/receipts/:orderId',
    { schema: { tags, security, params: receiptParamsSchema, response: { 200: okEnvelope(receiptSchema), ...refusals } } },
    async (request) => ok(await readReceipt(db, { orderId: request.params.orderId, viewer: requireUser(request), seller: { name: 'Madang', url: ctx.config.publicUrl } })),
  );
};
