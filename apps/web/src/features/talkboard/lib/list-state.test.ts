import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from './list-state.ts';

describe('board list state in the address', () => {
  it('reads defaults from an empty query and ignores nonsense', () => {
    expect(readListState(new URLSearchParams())).toEqual({ page: 1, sort: 'recent', keyword: '', category: '' });
    expect(readListState(new URLSearchParams('page=-3&sort=oldest&category=gossip&keyword=%20%20'))).toEqual({ page: 1, sort: 'recent', keyword: '', category: '' });
    expect(readListState(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('round-trips a full state and leaves defaults out of the address', () => {
    const state = { page: 3, sort: 'popular' as const, keyword: '검증 전략', category: 'question' as const };
    expect(readListState(writeListState(state))).toEqual(state);
    expect(writeListState({ page: 1, sort: 'recent', keyword: '', category: '' }).toString()).toBe('');
  });
});
