import { stripLocale } from '../../lib/locale-path.ts';

export type BottomCategory = 'home' | 'community' | 'hackathon' | 'competitions' | 'more';

/**
 * Competitions that are really education studies and so belong to the learning tab (spec section 2:
 * "nine specific competition ids"). The ids depend on each installation's data, so the platform
 * operator fills this list; it is empty on a fresh install.
 */
export const EDUCATION_STUDY_COMPETITION_IDS: readonly string[] = [];

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function isEducationStudy(path: string): boolean {
  const match = /^\/competitions\/(?:official|open)\/([^/]+)/.exec(path);
  return match !== null && EDUCATION_STUDY_COMPETITION_IDS.includes(match[1]!);
}

/** Which bottom-bar tab lights up for a path; the rules are checked in the spec's order. */
export function activeCategory(pathname: string): BottomCategory | null {
  const path = stripLocale(pathname);
  if (path === '/' || pathname === '/en' || path.includes('/home')) return 'home';
  if (startsWithSegment(path, '/community')) return 'community';
  if (startsWithSegment(path, '/hackathon') || startsWithSegment(path, '/competitions/open') || isEducationStudy(path)) {
    return 'hackathon';
  }
  if (startsWithSegment(path, '/competitions') || startsWithSegment(path, '/competition')) return 'competitions';
  if (['/myprofile', '/ranking', '/more', '/about'].some((prefix) => startsWithSegment(path, prefix))) return 'more';
  return null;
}
