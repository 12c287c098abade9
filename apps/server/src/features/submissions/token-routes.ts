import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bigIdSchema } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../http/ok.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { hashOpaqueToken } from '../accounts/secrets.ts';
import { readApiToken, requireApiTokenUser } from '../api-tokens/require-api-token-user.ts';
import { findTeamSubmission } from './find-team-submission.ts';
import { presentSubmission } from './presenter.ts';
import { presentCreatedSubmission, receiveSubmissionUpload, uploadQuerySchema } from './receive-upload.ts';

const tags = ['submissions'];
const submissionIdSchema = z.object({ id: bigIdSchema });

/**
 * The calls a script makes with a personal API token (`Authorization: Bearer mdg_…`): submit, then
 * read the submission until it is graded. The same rules, limits and messages as the web upload.
 */
export const tokenSubmissionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  /** Acts as the token's owner for the rest of the request; a session keeps working for the read call. */
  const authenticateToken = async (request: FastifyRequest) => {
    if (request.session.state === 'user' && !readApiToken(request)) return;
    request.session = { state: 'user', user: await requireApiTokenUser(db, request) };
  };
  const perToken = {
    ...ctx.rateLimits.apiToken,
    keyGenerator: (request: FastifyRequest) => hashOpaqueToken(readApiToken(request) ?? request.ip),
  };

  app.post(
    '/submission/auto-submission',
    {
      schema: {
        querystring: uploadQuerySchema,
        tags,
        consumes: ['multipart/form-data'],
        security: [{ apiToken: [] }],
        description:
          'Submit a file with a personal API token. Multipart fields, in this order: cpt_id (competition id or slug), memo, team_name (optional; must be your team), then file.',
      },
      preHandler: authenticateToken,
      config: { rateLimit: perToken },
    },
    async (request, reply) => {
      const created = await receiveSubmissionUpload(ctx, request, request.query.cpt_id?.toString());
      return reply.status(201).send(ok(presentCreatedSubmission(request, created)));
    },
  );

  app.get(
    '/v1/submissions/:id',
    {
      schema: {
        params: submissionIdSchema,
        tags,
        security: [{ apiToken: [] }, { session: [] }],
        description: 'One submission of your team: status, public score, error. Poll it until the status is scored, error or install_error.',
      },
      preHandler: authenticateToken,
      config: { rateLimit: perToken },
    },
    async (request) => {
      const { view, queuePosition } = await findTeamSubmission(db, request, request.params.id);
      return ok(presentSubmission(view, { locale: requestLocale(request), queuePosition }));
    },
  );
};
