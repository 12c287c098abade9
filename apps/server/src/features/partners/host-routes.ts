import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  okEnvelope,
  partnerInputSchema,
  partnerParamsSchema,
  partnerPhoneParamsSchema,
  partnerPhoneSchema,
  partnerPhonesInputSchema,
  partnerPhonesResultSchema,
  partnerSchema,
} from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../host/policy.ts';
import { ok } from '../../http/ok.ts';
import { addPartnerPhones, listPartnerPhones, listPartners, removePartnerPhone, savePartner } from './host-partners.ts';

const tags = ['host'];
const security = [{ session: [] }];
const refusals = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The console's partner schools and their rosters (admins only: a roster phone is a free subscription). */
export const partnerHostRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  app.get('/v1/host/partners', { schema: { tags, security, response: { 200: okEnvelope(z.array(partnerSchema)), ...refusals } } }, async (request) => {
    requireAdmin(request);
    return ok(await listPartners(db));
  });

  app.post('/v1/host/partners', { schema: { tags, security, body: partnerInputSchema, response: { 200: okEnvelope(partnerSchema), ...refusals } } }, async (request) => {
    requireAdmin(request);
    return ok(await savePartner(db, { input: request.body }));
  });

  app.put(
    '/v1/host/partners/:id',
    { schema: { tags, security, params: partnerParamsSchema, body: partnerInputSchema, response: { 200: okEnvelope(partnerSchema), ...refusals } } },
    async (request) => {
      requireAdmin(request);
      return ok(await savePartner(db, { id: request.params.id, input: request.body }));
    },
  );

  app.get(
    '/v1/host/partners/:id/phones',
    { schema: { tags, security, params: partnerParamsSchema, response: { 200: okEnvelope(z.array(partnerPhoneSchema)), ...refusals } } },
    async (request) => {
      requireAdmin(request);
      return ok(await listPartnerPhones(db, request.params.id));
    },
  );

  app.post(
    '/v1/host/partners/:id/phones',
    { schema: { tags, security, params: partnerParamsSchema, body: partnerPhonesInputSchema, response: { 200: okEnvelope(partnerPhonesResultSchema), ...refusals } } },
    async (request) => {
      requireAdmin(request);
      return ok(await addPartnerPhones(db, { partnerId: request.params.id, text: request.body.text }));
    },
  );

  app.delete(
    '/v1/host/partners/:id/phones/:phoneId',
    { schema: { tags, security, params: partnerPhoneParamsSchema, response: { 200: okEnvelope(z.null()), ...refusals } } },
    async (request) => {
      requireAdmin(request);
      await removePartnerPhone(db, { partnerId: request.params.id, phoneId: request.params.phoneId });
      return ok(null);
    },
  );
};
