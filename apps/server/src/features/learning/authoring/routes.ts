import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { learningPartRoutes } from './part-routes.ts';
import { learningProjectRoutes } from './project-routes.ts';

/** The console's learning section, `/api/v1/host/learning/...`: educators write their projects, admins every one. */
export const learningAuthoringRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(learningProjectRoutes, { ctx });
  await app.register(learningPartRoutes, { ctx });
};
