import type { Locale, Role } from '@madang/contracts';
import { localizePath } from '../../lib/locale-path.ts';
import type { ParamRule } from './route-table.ts';

/** The spec's named route guards (section 2). */
export type GuardName =
  | 'admin'
  | 'authback'
  | 'authmain'
  | 'educator'
  | 'hasTrackId'
  | 'host'
  | 'redirect.profile'
  | 'redirect.projectId'
  | 'redirectToHackathon'
  | 'redirectToOfflinePage'
  | 'redirectToProjectStage';

export interface GuardContext {
  locale: Locale;
  /** The requested path without its language prefix. */
  pathname: string;
  /** The requested address, localized, with its query. */
  requestedHref: string;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /** null when logged out. */
  userId: number | null;
  /** The logged-in member's role; looked up only for guards that need it. */
  role?: Role | null;
  /** The page the user came from inside the app, if any. */
  previousHref: string | null;
}

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** Open the login popup and go back where the user came from; `returnTo` is where to land after login. */
  | { kind: 'login'; back: string; returnTo: string }
  | { kind: 'notFound' }
  | { kind: 'clearMainRefresh' };

const pass: GuardDecision = { kind: 'pass' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Tabs of a profile that only its owner may open; others see the owner's public home instead. */
export const PRIVATE_PROFILE_TABS = new Set(['bookmark', 'certificate', 'certification', 'certification1', 'payment-history', 'xp']);

const NUMERIC = /^\d+$/;

export function hasTrackId(ctx: GuardContext): GuardDecision {
  const trackId = ctx.params.trackId?.trim();
  return trackId ? pass : redirect(localizePath('/hackathon', ctx.locale));
}

/**
 * `/myprofile/{uid}` always lands on a tab; someone else's profile shows only its public tabs, so a
 * private tab of another user goes to that user's home (spec: uid ≠ logged-in id → /myprofile/{uid}/home).
 */
export function redirectProfile(ctx: GuardContext): GuardDecision {
  const uid = ctx.params.uid;
  if (!uid) {
    return ctx.userId === null ? authback(ctx) : redirect(localizePath(`/myprofile/${ctx.userId}/home`, ctx.locale));
  }
  const home = localizePath(`/myprofile/${encodeURIComponent(uid)}/home`, ctx.locale);
  // '/myprofile/{uid}/{tab}' → ['', 'myprofile', uid, tab]
  const tab = ctx.pathname.split('/')[3];
  if (!tab) return redirect(home);
  const isOwner = ctx.userId !== null && String(ctx.userId) === uid;
  return !isOwner && PRIVATE_PROFILE_TABS.has(tab) ? redirect(home) : pass;
}

/** Learning a project's stages needs an account; visitors see the project's introduction. */
export function redirectProjectId(ctx: GuardContext): GuardDecision {
  const projectId = ctx.params.projectId;
  if (ctx.userId !== null || !projectId) return pass;
  return redirect(localizePath(`/edu/${encodeURIComponent(projectId)}`, ctx.locale));
}

export function redirectToHackathon(ctx: GuardContext): GuardDecision {
  return redirect(localizePath('/hackathon', ctx.locale));
}

export function redirectToOfflinePage(ctx: GuardContext): GuardDecision {
  return redirect(localizePath('/edu/offline', ctx.locale));
}

/** Old links carried the stage in the query: `/edu/stage?projectId=3&stageNumber=2` → `/edu/3/2`. */
export function redirectToProjectStage(ctx: GuardContext): GuardDecision {
  const projectId = ctx.search.get('projectId') ?? '';
  const stageNumber = ctx.search.get('stageNumber') ?? '';
  if (!NUMERIC.test(projectId) || !NUMERIC.test(stageNumber)) return { kind: 'notFound' };
  return redirect(localizePath(`/edu/${projectId}/${stageNumber}`, ctx.locale));
}

/** Members-only pages: a visitor is logged out, asked to log in, and stays on the page they came from. */
export function authback(ctx: GuardContext): GuardDecision {
  if (ctx.userId !== null) return pass;
  return { kind: 'login', back: ctx.previousHref ?? localizePath('/', ctx.locale), returnTo: ctx.requestedHref };
}

/** The host console: visitors are asked to log in, members who do not host see a page that does not exist. */
export function host(ctx: GuardContext): GuardDecision {
  if (ctx.userId === null) return authback(ctx);
  return ctx.role === 'host' || ctx.role === 'admin' ? pass : { kind: 'notFound' };
}

/** The console's learning section: visitors are asked to log in; members and hosts see a page that does not exist. */
export function educator(ctx: GuardContext): GuardDecision {
  if (ctx.userId === null) return authback(ctx);
  return ctx.role === 'educator' || ctx.role === 'admin' ? pass : { kind: 'notFound' };
}

/** Site-wide console pages (notices, FAQ, roles): only admins; anyone else sees a page that does not exist. */
export function admin(ctx: GuardContext): GuardDecision {
  if (ctx.userId === null) return authback(ctx);
  return ctx.role === 'admin' ? pass : { kind: 'notFound' };
}

/** The home page drops the short-lived `main_refresh` cookie the server sets after a returnTo redirect. */
export function authmain(): GuardDecision {
  return { kind: 'clearMainRefresh' };
}

export const guards: Record<GuardName, (ctx: GuardContext) => GuardDecision> = {
  admin,
  authback,
  authmain,
  educator,
  hasTrackId,
  host,
  'redirect.profile': redirectProfile,
  'redirect.projectId': redirectProjectId,
  redirectToHackathon,
  redirectToOfflinePage,
  redirectToProjectStage,
};

/** Guards that need to know whether someone is logged in, so the session is fetched first. */
export const SESSION_GUARDS: ReadonlySet<GuardName> = new Set(['admin', 'authback', 'educator', 'host', 'redirect.profile', 'redirect.projectId']);

/** Runs guards in order; the first decision that is not a pass wins, side effects are collected. */
export function runGuards(names: readonly GuardName[], ctx: GuardContext): GuardDecision[] {
  const decisions: GuardDecision[] = [];
  for (const name of names) {
    const decision = guards[name](ctx);
    if (decision.kind === 'pass') continue;
    decisions.push(decision);
    if (decision.kind !== 'clearMainRefresh') break;
  }
  return decisions;
}

/** Stage routes carry numbers and hosts are official or open; anything else is a page that does not exist. */
export function paramsMatchRules(params: Record<string, string | undefined>, rules: Readonly<Record<string, ParamRule>>): boolean {
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    if (value === undefined) return true;
    return rule === 'number' ? NUMERIC.test(value) : rule.includes(value);
  });
}
