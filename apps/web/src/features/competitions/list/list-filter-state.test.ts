import { describe, expect, it } from 'vitest';
import { readFilters, toListQuery, writeFilters } from './list-filter-state.ts';

describe('list filters', () => {
  it('read defaults from an empty address and ignore unknown values', () => {
    expect(readFilters(new URLSearchParams('state=bogus&sort=x'))).toEqual({ host: 'all', state: 'all', keyword: '', sort: 'recent' });
  });

  it('round-trip through the address, keeping only what is not default', () => {
    const state = { host: 'open' as const, state: 'closed' as const, keyword: 'jeju', sort: 'prize' as const };
    expect(writeFilters(state).toString()).toBe('host=open&state=closed&keyword=jeju&sort=prize');
    expect(readFilters(writeFilters(state))).toEqual(state);
    expect(writeFilters(readFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('let the {host} segment decide the host', () => {
    expect(readFilters(new URLSearchParams('host=official'), 'open').host).toBe('open');
  });

  it('turn a tab into the list query', () => {
    const base = { host: 'all' as const, keyword: '', sort: 'recent' as const };
    expect(toListQuery({ ...base, state: 'open' }, '')).toEqual({ phase: 'open', status: 'active', sort: 'recent' });
    expect(toListQuery({ ...base, state: 'practice', host: 'official' }, ' ai ')).toEqual({ is_official: 1, status: 'practice', keyword: 'ai', sort: 'recent' });
    expect(toListQuery({ ...base, state: 'hackathon' }, '')).toEqual({ kind: 'hackathon', sort: 'recent' });
  });
});
