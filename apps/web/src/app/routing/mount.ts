import type { LayoutGroup, RouteSpec } from './route-table.ts';

export type Mount = 'ko' | 'en';

export interface RouteBuilders<R> {
  route: (spec: RouteSpec, children: R[] | undefined) => R;
  /** `id` names the layout's route in one mount; the route that holds `children` carries it, so more can be added there. */
  layout: (group: LayoutGroup, children: R[], id: string) => R;
  /** Wraps the English copy of the table; the Korean copy sits at the root. */
  english: (children: R[]) => R;
}

/** Which of a layout group's top-level routes a mount holds; by default every one. */
export type RoutePick = (spec: RouteSpec, mount: Mount) => boolean;

/** The id of a layout group's route in one mount. */
export const layoutId = (group: LayoutGroup, mount: Mount): string => `${mount}:${group.layout}`;

/** A table entry and its children as routes. */
export function buildRoute<R>(spec: RouteSpec, build: RouteBuilders<R>): R {
  return build.route(
    spec,
    spec.children?.map((child) => buildRoute(child, build)),
  );
}

/** The same table at `/` and at `/en`, so every page exists in both languages. */
export function mountTable<R>(table: readonly LayoutGroup[], build: RouteBuilders<R>, pick: RoutePick = () => true): R[] {
  const routesOf = (group: LayoutGroup, mount: Mount) => group.routes.filter((spec) => pick(spec, mount)).map((spec) => buildRoute(spec, build));
  const groups = (mount: Mount) => table.map((group) => build.layout(group, routesOf(group, mount), layoutId(group, mount)));
  return [...groups('ko'), build.english(groups('en'))];
}

/** Flattens the table into full paths ('/competitions/:host/:name?/overview/rules'), for docs and tests. */
export function listPaths(table: readonly LayoutGroup[]): string[] {
  const out: string[] = [];
  const walk = (spec: RouteSpec, base: string) => {
    const full = spec.index ? base || '/' : `${base}/${spec.path ?? ''}`.replace(/\/+/g, '/');
    if (spec.page) out.push(full);
    for (const child of spec.children ?? []) walk(child, full === '/' ? '' : full);
  };
  for (const group of table) for (const spec of group.routes) walk(spec, '');
  return out;
}
