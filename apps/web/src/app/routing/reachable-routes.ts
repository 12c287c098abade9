import type { RoutePick } from './mount.ts';
import type { RouteSpec } from './route-table.ts';

/** A path segment as React Router compares it: decoded (when it decodes) and without case. */
function segmentKey(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The first segment a top-level route needs, or null when it takes any: a parameter, an optional segment or a splat. */
function leadingSegment(spec: RouteSpec): string | null {
  const first = spec.path?.replace(/^\/+/, '').split('/')[0];
  return first && /^[\w.-]+$/.test(first) ? first.toLowerCase() : null;
}

/**
 * The top-level routes of the table that can match `pathname` in each mount: those whose first segment is the
 * address's (after `/en` in the English mount) and those that take any first segment. Every other route needs
 * another first segment, so leaving it out changes no match of this address. Both index pages are always kept: `/`
 * and `/en` are routes with a path of their own, and without their index they would match alone, with no
 * parameter that tells the router to look for more routes (route-discovery.ts).
 */
export function pickReachableRoutes(pathname: string): RoutePick {
  const [first = '', second = ''] = pathname.split('/').slice(1).map(segmentKey);
  const wanted = { ko: first, en: first === 'en' ? second : undefined };
  return (spec, mount) => {
    if (spec.index) return true;
    const segment = wanted[mount];
    if (segment === undefined) return false;
    const leading = leadingSegment(spec);
    return leading === null || leading === segment;
  };
}
