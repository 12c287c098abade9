import { z } from 'zod';
import { int4QuerySchema, textSchema } from './bounds.ts';

/** A keyword longer than this is refused with a clear message rather than searched. */
export const SEARCH_KEYWORD_MAX = 50;
export const SEARCH_PAGE_SIZE = 10;
/** How many items of each kind the total tab shows before "more". */
export const SEARCH_PREVIEW_SIZE = 3;
export const SEARCH_TREND_SIZE = 10;
export const SEARCH_TREND_DAYS = 7;

export const searchTabs = ['competition', 'talk', 'notice', 'user', 'code'] as const;
export type SearchTab = (typeof searchTabs)[number];
/** The page's tab query: `total` shows every kind at once. */
export const searchPageTabs = ['total', ...searchTabs] as const;
export type SearchPageTab = (typeof searchPageTabs)[number];

/**
 * The search words: spaces at the ends do not count, runs of spaces become one. Empty and too long
 * keywords get their own message keys so the page can say which one it was.
 */
export const searchKeywordSchema = textSchema(1_000)
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'validation.search_empty').max(SEARCH_KEYWORD_MAX, 'validation.search_too_long'));

export const searchResultQuerySchema = z.object({ keyword: searchKeywordSchema, version: int4QuerySchema().optional() });
export const searchTabParamsSchema = z.object({ n: z.coerce.number().int().min(1).max(1000) });
export const searchTabQuerySchema = searchResultQuerySchema.extend({ tab_type: z.enum(searchTabs) });
export const searchRecordSchema = z.object({ keyword: searchKeywordSchema });
export const projectSearchQuerySchema = z.object({ tab: z.enum(['all', 'learn']).default('all'), keyword: searchKeywordSchema });

export interface SearchHit {
  tab: SearchTab;
  id: number;
  title: string;
  /** A short piece of the text around the first match, or the start of it. */
  excerpt: string;
  /** Where the hit opens, without the language prefix. */
  link: string;
  created_at: string | null;
}

export interface SearchTabPage {
  tab: SearchTab;
  items: SearchHit[];
  page: number;
  page_size: number;
  total: number;
}

export interface SearchResult {
  keyword: string;
  counts: Record<SearchTab, number>;
  /** Tabs whose kind this platform cannot search yet are listed here and counted as 0. */
  unavailable: SearchTab[];
  preview: Record<SearchTab, SearchHit[]>;
}

export interface SearchTrend {
  keyword: string;
  count: number;
}

const LIKE_SPECIAL = /[\\%_]/g;

/** The keyword as a LIKE pattern that matches it anywhere: `%`, `_` and `\` stand for themselves. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(LIKE_SPECIAL, (c) => `\\${c}`)}%`;
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Splits a text into matching and other parts, case-insensitively, for highlighting every match of the keyword. */
export function highlightParts(text: string, keyword: string): HighlightPart[] {
  const needle = keyword.trim().toLocaleLowerCase();
  if (!needle) return text ? [{ text, match: false }] : [];
  const haystack = text.toLocaleLowerCase();
  const parts: HighlightPart[] = [];
  let from = 0;
  // Lower-casing can change a string's length for a few characters; then only whole-text equality is safe.
  if (haystack.length !== text.length) return [{ text, match: haystack === needle }];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** A window of the text around the first match (or its start), whitespace folded, for a result's excerpt. */
export function excerptAround(text: string, keyword: string, width = 120): string {
  const flat = text
    .replace(/[#*_>`[\]()!-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const at = flat.toLocaleLowerCase().indexOf(keyword.trim().toLocaleLowerCase());
  if (at === -1 || flat.length <= width) return flat.length <= width ? flat : `${flat.slice(0, width)}…`;
  const start = Math.max(0, Math.min(at - Math.floor(width / 3), flat.length - width));
  return `${start > 0 ? '…' : ''}${flat.slice(start, start + width)}${start + width < flat.length ? '…' : ''}`;
}
