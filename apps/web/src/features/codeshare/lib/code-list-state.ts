import { CODE_RANGES, CODE_SORTS, codeCategories, type CodeCategory } from '@madang/contracts/codeshare';

export type CodeSort = (typeof CODE_SORTS)[number];
export type CodeRange = (typeof CODE_RANGES)[number];
export type CodeSearchIn = 'all' | 'title' | 'content' | 'tag';

/** What a code list shows, kept in the address so it survives back and reload. */
export interface CodeListState {
  page: number;
  sort: CodeSort;
  range: CodeRange;
  keyword: string;
  searchIn: CodeSearchIn;
  category: CodeCategory | '';
  /** Only the member's own posts. */
  mine: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

export function readCodeListState(params: URLSearchParams): CodeListState {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    sort: oneOf(CODE_SORTS, params.get('sort'), 'recent'),
    range: oneOf(CODE_RANGES, params.get('range'), 'all'),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    searchIn: oneOf(['all', 'title', 'content', 'tag'] as const, params.get('search'), 'all'),
    category: oneOf([...codeCategories, ''] as const, params.get('category'), ''),
    mine: params.get('mine') === '1',
  };
}

/** The query string of a state, leaving out the defaults so plain links stay plain. */
export function writeCodeListState(state: CodeListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort !== 'recent') params.set('sort', state.sort);
  if (state.range !== 'all') params.set('range', state.range);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.searchIn !== 'all') params.set('search', state.searchIn);
  if (state.category) params.set('category', state.category);
  if (state.mine) params.set('mine', '1');
  return params;
}

/** The API's list query for a state. */
export const listQueryOf = (state: CodeListState) => ({
  page: state.page,
  data_type: state.sort,
  range: state.range,
  keyword: state.keyword || undefined,
  search: state.searchIn,
  type: state.category || 'all',
  personal_type: state.mine ? 'mine' : 'all',
});
