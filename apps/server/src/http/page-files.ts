import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ParamRule = 'number' | readonly string[];

interface PageRoute {
  path: string;
  /** The pages rendered at this path, outermost first (a competition's layout, then its tab). */
  pages: string[];
  params: Record<string, ParamRule>;
}

/** `.vite/page-files.json`, written by the web build (apps/web/page-files-plugin.ts). */
interface PageFilesMap {
  routes: PageRoute[];
  files: Record<string, { ko: string[]; en: string[] }>;
}

export interface MatchedPage {
  /** The innermost page's key ('talkPost'). */
  page: string;
  params: Record<string, string>;
  /** The built files the page's loaders fetch, in the page's language. */
  files: string[];
}

/** A path's end reached exactly outranks a splat that swallows the rest (`/` over `*`). */
const SEGMENT_SCORE = { static: 10, param: 3, end: 1, splat: 0 };

/** Matches path segments against a route pattern's (':id', ':name?', '*'); returns the params and a specificity score. */
function matchPattern(pattern: string[], segments: string[]): { params: Record<string, string>; score: number } | undefined {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0 ? { params: {}, score: SEGMENT_SCORE.end } : undefined;
  if (head === '*') return { params: { '*': segments.join('/') }, score: SEGMENT_SCORE.splat };
  if (head.startsWith(':')) {
    const optional = head.endsWith('?');
    const name = head.slice(1, optional ? -1 : undefined);
    const [segment, ...others] = segments;
    const taken = segment === undefined ? undefined : matchPattern(rest, others);
    if (taken) return { params: { [name]: segment!, ...taken.params }, score: taken.score + SEGMENT_SCORE.param };
    return optional ? matchPattern(rest, segments) : undefined;
  }
  if (segments[0] !== head) return undefined;
  const taken = matchPattern(rest, segments.slice(1));
  return taken && { params: taken.params, score: taken.score + SEGMENT_SCORE.static };
}

const passesRules = (params: Record<string, string>, rules: Record<string, ParamRule>) =>
  Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    if (value === undefined) return true;
    return rule === 'number' ? /^\d+$/.test(value) : rule.includes(value);
  });

/**
 * Reads the build's map of route → files; `match(pathname)` then names the page at a path (its language prefix
 * taken off) and the files to preload with its HTML. Without the map (a build older than it) nothing is matched.
 */
export function loadPageFiles(distDir: string) {
  const file = path.join(distDir, '.vite', 'page-files.json');
  const map: PageFilesMap | undefined = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  // A name the build no longer has would come back as the page's HTML, which the browser refuses as a module.
  const built = new Map<string, boolean>();
  const isBuilt = (name: string) => built.get(name) ?? built.set(name, existsSync(path.join(distDir, name))).get(name)!;
  const routes = (map?.routes ?? []).map((route) => ({ ...route, pattern: route.path.split('/').filter(Boolean) }));

  return function match(pathname: string, lang: 'ko' | 'en'): MatchedPage | undefined {
    const segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      });
    if (lang === 'en') segments.shift();
    let best: { route: (typeof routes)[number]; params: Record<string, string>; score: number } | undefined;
    for (const route of routes) {
      const matched = matchPattern(route.pattern, segments);
      if (matched && passesRules(matched.params, route.params) && (!best || matched.score > best.score)) best = { route, ...matched };
    }
    if (!best || !map) return undefined;
    const files = new Set(best.route.pages.flatMap((page) => map.files[page]?.[lang] ?? []));
    return { page: best.route.pages.at(-1)!, params: best.params, files: [...files].filter(isBuilt) };
  };
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * `<link>`s that start a page's files beside the entry. Scripts as module preloads, both `crossorigin` as Vite's
 * loader asks for them, so its later request finds them in the cache. Styles as style preloads, or, for a first
 * screen rendered on the server, as the stylesheets its markup needs before it paints (Vite's loader then finds
 * them in place and adds none).
 */
export function preloadLinks(files: string[], options: { stylesheets: boolean }): string {
  return files
    .map((file) => {
      const href = escapeAttribute(`/${file}`);
      if (file.endsWith('.css')) return options.stylesheets ? `<link rel="stylesheet" crossorigin href="${href}">` : `<link rel="preload" as="style" crossorigin href="${href}">`;
      return file.endsWith('.js') ? `<link rel="modulepreload" crossorigin href="${href}">` : '';
    })
    .join('');
}

/** The LCP image of a page, asked for at once and ahead of other images. */
export const imagePreloadLink = (href: string) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`;
