import { buildRoute, layoutId, mountTable, type Mount, type RouteBuilders, type RoutePick } from './mount.ts';
import { pickReachableRoutes, segmentsOf } from './reachable-routes.ts';
import type { LayoutGroup, RouteSpec } from './route-table.ts';

interface Discovery<R> {
  signal: AbortSignal;
  path: string;
  patch: (routeId: string | null, children: R[]) => void;
}

/**
 * The route table for React Router's route discovery ("fog of war"): the router starts with the routes the
 * first address can reach, and `patchRoutesOnNavigation` adds those another address can reach before the router
 * matches it. The whole table in two languages flattens into about a thousand branches, each compiled to a
 * regular expression and ranked; a first page needs a few dozen. Routes of one first segment arrive together and
 * in the table's order, so they rank among themselves as in the whole table.
 */
export function createRouteDiscovery<R>(table: readonly LayoutGroup[], build: RouteBuilders<R>, firstPathname: string) {
  const added: Record<Mount, Set<RouteSpec>> = { ko: new Set(), en: new Set() };
  const takeReachable = (pathname: string): RoutePick => {
    const reachable = pickReachableRoutes(segmentsOf(pathname));
    return (spec, mount) => {
      if (added[mount].has(spec) || !reachable(spec, mount)) return false;
      added[mount].add(spec);
      return true;
    };
  };
  return {
    routes: mountTable(table, build, takeReachable(firstPathname)),
    patchRoutesOnNavigation: ({ signal, path, patch }: Discovery<R>): void => {
      // The router ignores patches of a navigation already given up, so those routes stay to be added.
      if (signal.aborted) return;
      const take = takeReachable(path);
      for (const mount of ['ko', 'en'] as const) {
        for (const group of table) {
          const specs = group.routes.filter((spec) => take(spec, mount));
          if (specs.length > 0)
            patch(
              layoutId(group, mount),
              specs.map((spec) => buildRoute(spec, build)),
            );
        }
      }
    },
  };
}
