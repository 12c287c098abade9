import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes the address matches before the browser hydrates: the server rendered their components, so
 * the first client render must have them too, or it would render nothing where the server's markup is.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
