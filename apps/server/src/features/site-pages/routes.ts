import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etcDataQuerySchema, etcDataSchema, policyDocumentSchema, policyParamsSchema, policyQuerySchema, policyViewSchema, presignedUrlQuerySchema } from '@madang/contracts';
import { translate } from '@madang/i18n';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import { ok, okResponse } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { findSitePage } from './find-site-page.ts';
import { policyFileKeyOf } from './policy-files.ts';
import { currentPolicyVersion, listPolicyVersions } from './policy-versions.ts';
import { presentEtcData, presentPolicyAsEtcData, presentPolicyView } from './presenter.ts';

const tags = ['site pages'];

/** Public reads of the site pages and the policies: anyone may read, in the request's language. */
export const sitePageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  const policyOf = async (document: Parameters<typeof listPolicyVersions>[1], version?: string) => {
    const versions = await listPolicyVersions(db, document);
    const current = currentPolicyVersion(versions, new Date());
    const shown = version === undefined ? current : versions.find((row) => row.version === version);
    if (!current || !shown) throw notFound();
    return { versions, current, shown };
  };

  app.get('/etc/etc_data', { schema: { querystring: etcDataQuerySchema, response: okResponse(etcDataSchema), tags } }, async (request) => {
    const locale = requestLocale(request);
    const { etc_id: idOrKey } = request.query;
    const policy = policyDocumentSchema.safeParse(idOrKey);
    if (policy.success) return ok(presentPolicyAsEtcData((await policyOf(policy.data)).current, translate(locale, `policy.${policy.data}`), locale));
    return ok(presentEtcData(await findSitePage(db, /^\d{1,9}$/.test(idOrKey) ? Number(idOrKey) : idOrKey), locale));
  });

  app.get('/v1/policies/:document', { schema: { params: policyParamsSchema, querystring: policyQuerySchema, response: okResponse(policyViewSchema), tags } }, async (request) => {
    const { versions, current, shown } = await policyOf(request.params.document, request.query.version);
    return ok(presentPolicyView(shown, current, versions, requestLocale(request)));
  });

  // Only the public documents may be signed on request; every other file is signed by the feature that guards it.
  app.get('/v1/presigned-url/get-object', { schema: { querystring: presignedUrlQuerySchema, tags: ['files'] } }, async (request) => {
    const { objectKey, expiresIn, responseType } = request.query;
    const fileKey = await policyFileKeyOf(db, objectKey, new Date());
    if (!fileKey) throw forbidden();
    return { presignedUrl: ctx.storage.signedUrl(fileKey, { expiresInSeconds: expiresIn, responseType }) };
  });
};
