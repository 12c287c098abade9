import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { openLoginPopup } from '../app-state.ts';
import { loadSessionUser } from '../../features/session/session-query.ts';
import { deleteCookie } from '../../lib/cookies.ts';
import { localeFromPath, stripLocale } from '../../lib/locale-path.ts';
import { paramsMatchRules, runGuards, SESSION_GUARDS } from './guards.ts';
import type { RouteSpec } from './route-table.ts';

let previousHref: string | null = null;

/** The app's current address, remembered so `authback` can keep a visitor where they were. */
export function rememberCurrentHref(href: string): void {
  previousHref = href;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** A route's loader: checks its params, then applies its guards before the page renders. */
export function createGuardLoader(spec: RouteSpec) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    if (spec.params && !paramsMatchRules(params, spec.params)) notFound();
    if (!spec.guards?.length) return null;
    const url = new URL(request.url);
    const needsSession = spec.guards.some((name) => SESSION_GUARDS.has(name));
    const user = needsSession ? await loadSessionUser() : null;
    const decisions = runGuards(spec.guards, {
      locale: localeFromPath(url.pathname),
      pathname: stripLocale(url.pathname),
      requestedHref: `${url.pathname}${url.search}${url.hash}`,
      params,
      search: url.searchParams,
      userId: user?.id ?? null,
      role: user?.role ?? null,
      previousHref,
    });
    for (const decision of decisions) {
      switch (decision.kind) {
        case 'clearMainRefresh':
          deleteCookie('main_refresh');
          break;
        case 'redirect':
          throw redirect(decision.to);
        case 'login':
          openLoginPopup(1, decision.returnTo);
          throw redirect(decision.back);
        case 'notFound':
          notFound();
          break;
        case 'pass':
          break;
      }
    }
    return null;
  };
}
