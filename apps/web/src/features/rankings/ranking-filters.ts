import { rankingFilterSchema, type RankingFilter } from '@madang/contracts';

/** The view chosen in the address (?tab&type&category); anything unknown falls back to the default. */
export function filterFromSearch(params: URLSearchParams): RankingFilter {
  const parsed = rankingFilterSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : rankingFilterSchema.parse({});
}
