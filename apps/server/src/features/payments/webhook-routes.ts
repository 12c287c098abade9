import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { applyProviderPayment } from './apply-webhook.ts';
import { webhookRefused } from './errors.ts';

/** Toss's PAYMENT_STATUS_CHANGED body: only the payment's key is used, to read the payment back from Toss. */
const tossWebhookSchema = z.object({ eventType: textSchema(100), data: z.object({ paymentKey: textSchema(200) }).loose() }).loose();

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * `POST /api/v1/payments/toss/webhook/{secret}`: the address registered in Toss's developer centre carries
 * TOSS_WEBHOOK_SECRET (Toss does not sign payment events), and the event's payment is then read from Toss
 * itself, so neither a guessed address nor a forged body can change anything. Toss retries until it gets a 200.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secret = ctx.config.payments.toss?.webhookSecret;
  if (ctx.payments?.name !== 'toss' || !secret) return;
  app.post(
    '/v1/payments/toss/webhook/:secret',
    { schema: { params: z.object({ secret: textSchema(200) }), body: tossWebhookSchema, tags: ['payments'], hide: true } },
    async (request) => {
      if (!sameSecret(request.params.secret, secret)) throw webhookRefused();
      if (request.body.eventType !== 'PAYMENT_STATUS_CHANGED') return { ok: true, applied: false };
      const outcome = await applyProviderPayment(ctx, request.body.data.paymentKey);
      return { ok: true, applied: outcome === 'applied' };
    },
  );
};
