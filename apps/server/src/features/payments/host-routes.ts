import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  hostPaymentFilterSchema,
  hostPaymentListSchema,
  hostPaymentSchema,
  hostPlanInputSchema,
  hostPlanSchema,
  okEnvelope,
  receiptParamsSchema,
  planParamsSchema,
  refundRequestSchema,
} from '@madang/contracts';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { plans } from '../../db/schema.ts';
import { requireAdmin } from '../host/policy.ts';
import { ok } from '../../http/ok.ts';
import { createPlan, updatePlan } from './create-plan.ts';
import { planNotFound } from './errors.ts';
import { exportHostPaymentsCsv, listHostPayments } from './host-payments.ts';
import { soldByPlan } from './list-plans.ts';
import { presentHostPlan } from './plan-presenter.ts';
import { refundPayment } from './refund-payment.ts';

const tags = ['host'];
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

/** The console's plans and payments (admins only: money is the whole site's). */
export const paymentHostRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const presentWithSales = async (rows: (typeof plans.$inferSelect)[]) => {
    const sold = await soldByPlan(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentHostPlan(row, sold.get(row.id) ?? 0));
  };

  app.get('/v1/host/plans', { schema: { tags, security, response: { 200: okEnvelope(z.array(hostPlanSchema)), ...refusals } } }, async (request) => {
    requireAdmin(request);
    return ok(await presentWithSales(await db.select().from(plans).orderBy(asc(plans.kind), asc(plans.id))));
  });

  app.post('/v1/host/plans', { schema: { tags, security, body: hostPlanInputSchema, response: { 200: okEnvelope(hostPlanSchema), ...refusals } } }, async (request) => {
    requireAdmin(request);
    const [plan] = await presentWithSales([await createPlan(db, request.body)]);
    return ok(plan!);
  });

  app.put(
    '/v1/host/plans/:id',
    { schema: { tags, security, params: planParamsSchema, body: hostPlanInputSchema, response: { 200: okEnvelope(hostPlanSchema), ...refusals } } },
    async (request) => {
      requireAdmin(request);
      const row = await updatePlan(db, { id: request.params.id, input: request.body });
      if (!row) throw planNotFound();
      const [plan] = await presentWithSales([row]);
      return ok(plan!);
    },
  );

  app.get(
    '/v1/host/payments',
    { schema: { tags, security, querystring: hostPaymentFilterSchema, response: { 200: okEnvelope(hostPaymentListSchema), ...refusals } } },
    async (request) => {
      requireAdmin(request);
      return ok(await listHostPayments(db, request.query));
    },
  );

  app.get('/v1/host/payments.csv', { schema: { tags, security, querystring: hostPaymentFilterSchema } }, async (request, reply) => {
    requireAdmin(request);
    const csv = await exportHostPaymentsCsv(db, request.query);
    return reply.header('content-disposition', 'attachment; filename="madang-payments.csv"').type('text/csv; charset=utf-8').send(csv);
  });

  app.post(
    '/v1/host/payments/:orderId/refund',
    { schema: { tags, security, params: receiptParamsSchema, body: refundRequestSchema, response: { 200: okEnvelope(hostPaymentSchema), ...refusals } } },
    async (request) => {
      const admin = requireAdmin(request);
      await refundPayment(ctx, { orderId: request.params.orderId, amount: request.body.amount, reason: request.body.reason, adminId: admin.id });
      const { rows } = await listHostPayments(db, { q: request.params.orderId, page: 1 });
      return ok(rows[0]!);
    },
  );
};
