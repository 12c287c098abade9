import { type TALK_SORTS, talkCategories } from '@madang/contracts/talkboard-limits';
import type { TalkCategory } from '@madang/contracts/talkboard';

export type TalkSort = (typeof TALK_SORTS)[number];

/** What a board list shows, kept in the address (`?page&sort&keyword&category`) so it survives back and reload. */
export interface ListState {
  page: number;
  sort: TalkSort;
  keyword: string;
  category: TalkCategory | '';
}

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const category = params.get('category');
  return {
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    sort: sort === 'popular' ? 'popular' : 'recent',
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    category: talkCategories.includes(category as TalkCategory) ? (category as TalkCategory) : '',
  };
}

/** The query string of a state, leaving out the defaults so plain links stay plain. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort !== 'recent') params.set('sort', state.sort);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.category) params.set('category', state.category);
  return params;
}
