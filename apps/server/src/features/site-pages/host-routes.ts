import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hostPolicyVersionSchema, hostSitePageSchema, policyParamsSchema, policyVersionInputSchema, sitePageInputSchema, sitePageParamsSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../host/policy.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { listSitePages, updateSitePage } from './find-site-page.ts';
import { storePolicyVersionFiles } from './policy-files.ts';
import { listPolicyVersions, publishPolicyVersion } from './policy-versions.ts';
import { presentHostPolicyVersion, presentHostSitePage } from './presenter.ts';

const tags = ['host'];

/** The console's page and policy editing (`/host/pages`); admins only, being site-wide. */
export const sitePageHostRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get('/v1/host/site-pages', { schema: { response: okResponse(z.array(hostSitePageSchema)), tags } }, async (request) => {
    requireAdmin(request);
    return ok((await listSitePages(db)).map(presentHostSitePage));
  });

  app.put('/v1/host/site-pages/:key', { schema: { params: sitePageParamsSchema, body: sitePageInputSchema, response: okResponse(hostSitePageSchema), tags } }, async (request) => {
    const user = requireAdmin(request);
    const { title, body } = request.body;
    return ok(presentHostSitePage(await updateSitePage(db, { key: request.params.key, title: { ...title }, body: { ...body }, userId: user.id })));
  });

  app.get('/v1/host/policies/:document', { schema: { params: policyParamsSchema, response: okResponse(z.array(hostPolicyVersionSchema)), tags } }, async (request) => {
    requireAdmin(request);
    return ok((await listPolicyVersions(db, request.params.document)).map(presentHostPolicyVersion));
  });

  app.post(
    '/v1/host/policies/:document',
    { schema: { params: policyParamsSchema, body: policyVersionInputSchema, response: okResponse(hostPolicyVersionSchema), tags } },
    async (request) => {
      const user = requireAdmin(request);
      // The version and the files its signed document link serves land together, or neither does.
      const row = await db.transaction(async (tx) => {
        const published = await publishPolicyVersion(tx, { document: request.params.document, input: request.body, userId: user.id });
        await storePolicyVersionFiles(ctx.storage, published);
        return published;
      });
      return ok(presentHostPolicyVersion(row));
    },
  );
};
