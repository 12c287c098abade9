import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kakaoCertConfirmSchema, kakaoCertRequestSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { kakaoCertOutbox } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { ok } from '../../http/ok.ts';
import { memberOf } from '../accounts/phone-member.ts';
import { presentMyInfo } from '../accounts/present-my-info.ts';
import { confirmKakaoCert, startKakaoCert } from './kakao-verification.ts';

const tags = ['accounts'];

/** Spec section 7's Kakao verification (phone_no, name, birthday; then token, tx_id): another way to verify the member's phone. */
export const kakaoCertRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/v1/user/kakao/verify', { schema: { body: kakaoCertRequestSchema, tags } }, async (request) =>
    ok(await startKakaoCert(ctx, { user: memberOf(request), form: request.body, address: request.ip }), 'OK'),
  );

  app.post('/v1/user/kakao/verify/confirm', { schema: { body: kakaoCertConfirmSchema, tags } }, async (request) => {
    const user = await confirmKakaoCert(ctx, { user: memberOf(request), form: request.body });
    return ok([await presentMyInfo(ctx.db, user)], 'OK');
  });
};

const outboxAnswer = z.enum(['approve', 'reject']);

/** The local provider's requests on /devTest, approved or refused there in place of KakaoTalk. This machine only, never production. */
export const kakaoCertOutboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const assertLocal = () => {
    if (ctx.config.env === 'production' || ctx.identity.kind !== 'local') throw notFound();
  };
  app.get('/dev/kakao-cert', { schema: { tags: ['development'] }, onRequest: loopbackOnly }, async () => {
    assertLocal();
    const rows = await ctx.db.select().from(kakaoCertOutbox).orderBy(desc(kakaoCertOutbox.createdAt)).limit(50);
    return ok(
      rows.map((row) => ({
        txId: row.txId,
        phone: row.phone,
        name: row.name,
        birthday: row.birthday,
        state: row.state,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      })),
    );
  });

  app.post(
    '/dev/kakao-cert/:txId/:answer',
    { schema: { tags: ['development'], params: z.object({ txId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), answer: outboxAnswer }) }, onRequest: loopbackOnly },
    async (request) => {
      assertLocal();
      const state = request.params.answer === 'approve' ? 'approved' : 'rejected';
      const [row] = await ctx.db.update(kakaoCertOutbox).set({ state }).where(eq(kakaoCertOutbox.txId, request.params.txId)).returning({ txId: kakaoCertOutbox.txId });
      if (!row) throw notFound();
      return ok({ txId: row.txId, state });
    },
  );
};
