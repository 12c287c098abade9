import type { Mount, RoutePick } from './mount.ts';
import type { RouteSpec } from './route-table.ts';

/** A path segment as React Router compares it: decoded (when it decodes) and without case. */
function segmentKey(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

const leadingSegments = new WeakMap<RouteSpec, string | null>();

/** The first segment a top-level route needs, or null when it takes any: a parameter, an optional segment or a splat. */
function leadingSegment(spec: RouteSpec): string | null {
  let leading = leadingSegments.get(spec);
  if (leading === undefined) {
    const first = spec.path?.replace(/^\/+/, '').split('/')[0];
    leading = first && /^[\w.-]+$/.test(first) ? first.toLowerCase() : null;
    leadingSegments.set(spec, leading);
  }
  return leading;
}

/** Every segment of an address, as React Router compares them. */
export const segmentKeysOf = (pathname: string): Set<string> => new Set(pathname.split('/').map(segmentKey));

/**
 * Whether an address has every segment a route's own path needs, parameters, splats and optional segments aside: a
 * route that needs a segment the address lacks is part of no branch that matches it.
 */
export const hasSegmentsOf = (path: string | undefined, segments: ReadonlySet<string>): boolean =>
  (path ?? '').split('/').every((segment) => segment === '' || segment === '*' || segment.startsWith(':') || segment.endsWith('?') || segments.has(segment.toLowerCase()));

/** The segment each mount's top-level routes are matched against; none in the English mount unless the address starts with `/en`. */
export type MountSegments = Record<Mount, string | undefined>;

export function segmentsOf(pathname: string): MountSegments {
  const [first = '', second = ''] = pathname.split('/').slice(1, 3).map(segmentKey);
  return { ko: first, en: first === 'en' ? second : undefined };
}

/**
 * The top-level routes of the table that can match an address with these segments in each mount: those whose first
 * segment is the address's (after `/en` in the English mount) and those that take any first segment. Every other
 * route needs another first segment, so leaving it out changes no match of the address. Both index pages are always
 * kept: `/` and `/en` are routes with a path of their own, and without their index they would match alone, with no
 * parameter that tells the router to look for more routes (route-discovery.ts).
 */
export function pickReachableRoutes(segments: MountSegments): RoutePick {
  return (spec, mount) => {
    if (spec.index) return true;
    const segment = segments[mount];
    if (segment === undefined) return false;
    const leading = leadingSegment(spec);
    return leading === null || leading === segment;
  };
}
