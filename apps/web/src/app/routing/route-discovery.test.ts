import { beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { listPaths, mountTable, type RouteBuilders } from './mount.ts';
import { pageOf } from './page-of.ts';
import { createRouteDiscovery } from './route-discovery.ts';
import { routeTable, type PageKey } from './route-table.ts';

type Matchable = RouteObject & { handle?: { page?: PageKey } };

// The router's shape (router.tsx) without its components, loaders and chunks.
const builders: RouteBuilders<Matchable> = {
  route: (spec, children) => (spec.index ? { index: true, handle: { page: spec.page } } : { path: spec.path, handle: { page: spec.page }, children }) as Matchable,
  layout: (_group, children, id) => ({ children: [{ id, children }] }),
  english: (children) => ({ path: 'en', children }),
};
const rooted = (children: Matchable[]): Matchable[] => [{ path: '/', children }];

/** Concrete addresses for a route pattern: each optional segment present and absent, parameters filled in. */
function addressesOf(pattern: string): string[] {
  let out = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const value = segment === '*' ? 'a/b' : segment.startsWith(':') ? '7' : segment.replace(/\?$/, '');
    out = out.flatMap((base) => (segment.endsWith('?') ? [`${base}/${value}`, base] : [`${base}/${value}`]));
  }
  return out.map((address) => address || '/');
}

const tableAddresses = [...new Set(listPaths(routeTable).flatMap(addressesOf))];
// Addresses at the edges of matching: case, encoding, slashes, unknown pages, a first segment that is also a parameter.
const oddAddresses = [
  '/FORUM',
  '/Forum/7',
  '/%66orum/7',
  '/forum/',
  '/forum/login',
  '/acme/login',
  '/en/login',
  '/EN/faq',
  '/no/such/page',
  '/en',
  '/en/',
  '/competitions/official/x/overview/whatever',
  '/competitions/official/LEADERBOARD',
  '/competitions/open/x/%6Ceaderboard/Chart',
  '/competitions/official/leaderboard/leaderboard',
  '/%ED%95%9C',
];
const koAddresses = [...tableAddresses, ...oddAddresses];
const addresses = [...koAddresses, ...koAddresses.map((address) => `/en${address === '/' ? '' : address}`)];

type Router = ReturnType<typeof createMemoryRouter>;

const countRoutes = (routes: readonly RouteObject[]): number => routes.reduce((sum, route) => sum + 1 + countRoutes(route.children ?? []), 0);
const shownPage = (router: Router) => (router.state.matches.at(-1)?.route as Matchable | undefined)?.handle?.page;

async function settled(router: Router): Promise<void> {
  if (router.state.initialized && router.state.navigation.state === 'idle') return;
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });
}

function startDiscoveringRouter(firstAddress: string): Router {
  const discovery = createRouteDiscovery(routeTable, builders, firstAddress);
  return createMemoryRouter(rooted(discovery.routes), { initialEntries: [firstAddress], patchRoutesOnNavigation: discovery.patchRoutesOnNavigation });
}

/** What the router with the whole table (the app before route discovery) shows at each address. */
const wholeTablePages = new Map<string, PageKey | undefined>();
const wholeTablePage = (pathname: string) => {
  expect(wholeTablePages.has(pathname), pathname).toBe(true);
  return wholeTablePages.get(pathname);
};

beforeAll(async () => {
  const router = createMemoryRouter(rooted(mountTable(routeTable, builders)));
  for (const address of addresses) {
    await router.navigate(address);
    await settled(router);
    wholeTablePages.set(router.state.location.pathname, shownPage(router));
  }
  router.dispose();
}, 120_000);

// Each test walks hundreds of addresses: seconds on a busy machine.
describe('route discovery', { timeout: 120_000 }, () => {
  it('is checked on hundreds of addresses, coming-soon and missing pages among them', () => {
    expect(tableAddresses.length).toBeGreaterThan(200);
    expect([...wholeTablePages.values()].filter((page) => page === 'comingSoon').length).toBeGreaterThan(10);
    expect([...wholeTablePages.values()].filter((page) => page === 'notFound').length).toBeGreaterThan(2);
  });

  it.each(['/', '/competitions', '/forum/7', '/en/competitions/official/x/leaderboard', '/no/such/page'])('starts the router at %s with a small part of the table', (address) => {
    const start = createRouteDiscovery(routeTable, builders, address).routes;
    expect(countRoutes(start) * 4).toBeLessThan(countRoutes(mountTable(routeTable, builders)));
  });

  it.each(['/', '/en/forum/7'])('reaches the page of the whole table at every address, starting at %s', async (firstAddress) => {
    const router = startDiscoveringRouter(firstAddress);
    await settled(router);
    expect(shownPage(router)).toBe(wholeTablePage(router.state.location.pathname));
    for (const address of addresses) {
      await router.navigate(address);
      await settled(router);
      expect(shownPage(router), address).toBe(wholeTablePage(router.state.location.pathname));
    }
    router.dispose();
  });

  it('shows the page of the whole table when an address is the first one', async () => {
    for (const address of addresses) {
      const router = startDiscoveringRouter(address);
      await settled(router);
      expect(shownPage(router), address).toBe(wholeTablePage(router.state.location.pathname));
      router.dispose();
    }
  });

  it('keeps the routes of a navigation given up for the next one', () => {
    const discovery = createRouteDiscovery(routeTable, builders, '/');
    const patched: string[] = [];
    const patch = (routeId: string | null, children: Matchable[]) => patched.push(...children.map((child) => `${routeId} ${child.path}`));
    discovery.patchRoutesOnNavigation({ signal: AbortSignal.abort(), path: '/forum', patch });
    expect(patched).toEqual([]);
    discovery.patchRoutesOnNavigation({ signal: new AbortController().signal, path: '/forum', patch });
    expect(patched).toContain('ko:default forum');
  });

  it('gives pageOf the page of the whole table', () => {
    for (const [pathname, page] of wholeTablePages) expect(pageOf(pathname), pathname).toBe(page);
  });
});
