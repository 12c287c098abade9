import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { ok } from '../../../http/ok.ts';
import { requestLocale } from '../../../http/request-locale.ts';
import type { ProjectRow } from '../project-outline.ts';
import { loadAuthoredProject } from './load-authored-project.ts';
import { presentAuthoringProject } from './presenter.ts';

/** Every write answers with the whole project as the editor shows it, so the page never holds a stale part. */
export function authoredResponder(ctx: Pick<AppContext, 'db' | 'config'>) {
  return async (request: FastifyRequest, project: ProjectRow) => {
    const locale = requestLocale(request);
    return ok(presentAuthoringProject(await loadAuthoredProject(ctx.db, { project, locale }), { locale, limits: ctx.config.runner.limits }));
  };
}
