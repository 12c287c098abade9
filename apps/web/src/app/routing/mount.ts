import type { LayoutGroup, RouteSpec } from './route-table.ts';

export interface RouteBuilders<R> {
  route: (spec: RouteSpec, children: R[] | undefined) => R;
  layout: (group: LayoutGroup, children: R[]) => R;
  /** Wraps the English copy of the table; the Korean copy sits at the root. */
  english: (children: R[]) => R;
}

/** The same table at `/` and at `/en`, so every page exists in both languages. */
export function mountTable<R>(table: readonly LayoutGroup[], build: RouteBuilders<R>): R[] {
  const toRoute = (spec: RouteSpec): R => build.route(spec, spec.children?.map(toRoute));
  const groups = () => table.map((group) => build.layout(group, group.routes.map(toRoute)));
  return [...groups(), build.english(groups())];
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
