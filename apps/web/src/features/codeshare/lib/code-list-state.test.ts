import { describe, expect, it } from 'vitest';
import { listQueryOf, readCodeListState, writeCodeListState } from './code-list-state.ts';

describe('code list state', () => {
  it('reads the address, falling back to defaults for anything unknown', () => {
    expect(readCodeListState(new URLSearchParams('page=3&sort=views&range=week&keyword=%20lgbm%20&search=tag&category=eda&mine=1'))).toEqual({
      page: 3,
      sort: 'views',
      range: 'week',
      keyword: 'lgbm',
      searchIn: 'tag',
      category: 'eda',
      mine: true,
    });
    expect(readCodeListState(new URLSearchParams('page=-1&sort=x&range=decade&search=body&category=poetry'))).toEqual({
      page: 1,
      sort: 'recent',
      range: 'all',
      keyword: '',
      searchIn: 'all',
      category: '',
      mine: false,
    });
  });

  it('writes only what differs from the defaults and maps to the API query', () => {
    const state = readCodeListState(new URLSearchParams('sort=popular&keyword=eda'));
    expect(writeCodeListState(state).toString()).toBe('sort=popular&keyword=eda');
    expect(listQueryOf(state)).toEqual({ page: 1, data_type: 'popular', range: 'all', keyword: 'eda', search: 'all', type: 'all', personal_type: 'all' });
    expect(writeCodeListState({ ...state, mine: true }).toString()).toBe('sort=popular&keyword=eda&mine=1');
  });
});
