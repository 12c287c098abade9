import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { localeSchema, orderIdSchema, paymentResultPaths, textSchema } from '@madang/contracts';
import { translate } from '@madang/i18n';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { paymentOrders, plans } from '../../db/schema.ts';
import { requireUser } from '../../http/authenticate.ts';
import { customerKeyOf } from './checkout.ts';
import { orderNotFound, providerMessageKey } from './errors.ts';
import { renderLocalCardPage } from './local-card-page.ts';
import { authorizeLocalCard } from './local-provider.ts';
import { ProviderError } from './provider.ts';

const params = z.object({ orderId: orderIdSchema });
const query = z.object({ locale: localeSchema.default('ko') });

/**
 * The local provider's payment window (PAYMENTS_PROVIDER=local only): the member's own pending order and a card
 * field. Submitting redirects to the result page with what Toss's window would add (`paymentKey`, or `authKey`
 * and `customerKey`; `code` and `message` on failure), so the web's result pages serve both providers alike.
 */
export const localCardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.payments?.name !== 'local') return;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4_096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Under the site-wide no-referrer policy a form post says `Origin: null`, which the origin check refuses.
  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(html);

  const ownPendingOrder = async (userId: number, orderId: string) => {
    const [row] = await ctx.db
      .select({ order: paymentOrders, plan: plans })
      .from(paymentOrders)
      .innerJoin(plans, eq(plans.id, paymentOrders.planId))
      .where(eq(paymentOrders.orderId, orderId));
    if (!row || row.order.userId !== userId) throw orderNotFound();
    return row;
  };
  const prefixOf = (locale: 'ko' | 'en') => (locale === 'en' ? '/en' : '');

  app.get('/v1/payments/local/:orderId', { schema: { params, querystring: query, hide: true } }, async (request, reply) => {
    const user = requireUser(request);
    const { order, plan } = await ownPendingOrder(user.id, request.params.orderId);
    const { locale } = request.query;
    const error = order.state === 'pending' ? undefined : translate(locale, 'payments.localCard.closed');
    const failPath = `${prefixOf(locale)}${paymentResultPaths[plan.kind].fail}`;
    return sendPage(reply, renderLocalCardPage({ locale, orderId: order.orderId, itemName: locale === 'en' ? plan.nameEn : plan.nameKo, amount: order.amount, failPath, error }));
  });

  app.post(
    '/v1/payments/local/:orderId',
    { schema: { params, querystring: query, body: z.object({ card_number: textSchema(30).default('') }), hide: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const { order, plan } = await ownPendingOrder(user.id, request.params.orderId);
      const paths = paymentResultPaths[plan.kind];
      const prefix = prefixOf(request.query.locale);
      const customerKey = customerKeyOf(ctx.config.secret, user.id);
      try {
        const granted = await authorizeLocalCard(ctx.db, { orderId: order.orderId, amount: order.amount, flow: order.flow, customerKey, cardNumber: request.body.card_number });
        const result: Record<string, string> =
          'paymentKey' in granted
            ? { paymentKey: granted.paymentKey, orderId: order.orderId, amount: String(order.amount) }
            : { customerKey, authKey: granted.authKey, orderId: order.orderId, amount: String(order.amount) };
        return reply.redirect(`${prefix}${paths.success}?${new URLSearchParams(result)}`, 303);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        const message = translate(request.query.locale, `errors.${providerMessageKey(error.code)}`);
        return reply.redirect(`${prefix}${paths.fail}?${new URLSearchParams({ code: error.code, message, orderId: order.orderId })}`, 303);
      }
    },
  );
};
