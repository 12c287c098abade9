import { matchRoutes, type RouteObject } from 'react-router';
import { mountTable, type RouteBuilders } from './mount.ts';
import { hasSegmentsOf, pickReachableRoutes, segmentKeysOf, segmentsOf } from './reachable-routes.ts';
import { routeTable, type PageKey } from './route-table.ts';

type Matchable = RouteObject & { handle?: { page?: PageKey } };

const builders: RouteBuilders<Matchable> = {
  route: (spec, children) => (spec.index ? { index: true, handle: { page: spec.page } } : { path: spec.path, handle: { page: spec.page }, children }) as Matchable,
  layout: (_group, children) => ({ children }),
  english: (children) => ({ path: 'en', children }),
};

// Menus, footers and banners ask about the same few dozen addresses at every render, many of them with the same first segment.
const pageByPathname = new Map<string, PageKey | undefined>();
const treeBySegments = new Map<string, Matchable[]>();

/** The routes of an address's first segment: the whole table flattens into a thousand-odd branches at each `matchRoutes`. */
function firstSegmentTree(pathname: string): Matchable[] {
  const segments = segmentsOf(pathname);
  const key = JSON.stringify([segments.ko, segments.en]);
  let tree = treeBySegments.get(key);
  if (!tree) {
    tree = [{ path: '/', children: mountTable(routeTable, builders, pickReachableRoutes(segments)) }];
    treeBySegments.set(key, tree);
  }
  return tree;
}

/**
 * The routes an address can reach, without those that need a segment it lacks at any depth. A competition's routes
 * explode into a hundred-odd branches (each optional segment doubles them), each compiled to a pattern at every
 * `matchRoutes`, so its tabs asked milliseconds each. The branches left keep their order, so the match is the same.
 */
function pruneRoutes(routes: Matchable[], segments: ReadonlySet<string>): Matchable[] {
  return routes.filter((route) => hasSegmentsOf(route.path, segments)).map((route) => (route.children ? { ...route, children: pruneRoutes(route.children, segments) } : route));
}

/** The page the route table shows at an address (its query and hash ignored), or undefined when none matches. */
export function pageOf(address: string): PageKey | undefined {
  const pathname = address.split(/[?#]/, 1)[0] ?? '';
  if (!pageByPathname.has(pathname))
    pageByPathname.set(pathname, (matchRoutes(pruneRoutes(firstSegmentTree(pathname), segmentKeysOf(pathname)), pathname)?.at(-1)?.route as Matchable | undefined)?.handle?.page);
  return pageByPathname.get(pathname);
}

/**
 * Whether a link to `address` leads to a page that exists: menus, banners and buttons show a link only then,
 * so nothing points at the coming-soon page, and each link comes back by itself when its page is built.
 */
export const leadsToBuiltPage = (address: string): boolean => pageOf(address) !== 'comingSoon';

/** The links whose pages exist; `{uid}` in an address stands for any member's id. */
export function builtLinks<T extends { to: string }>(links: readonly T[]): T[] {
  return links.filter((link) => leadsToBuiltPage(link.to.replace('{uid}', '1')));
}
