import { describe, expect, it } from 'vitest';
import { filterFromSearch } from './ranking-filters.ts';

describe('the ranking view from the address', () => {
  it('reads tab, type and category', () => {
    expect(filterFromSearch(new URLSearchParams('tab=xp&type=season&category=jeju'))).toEqual({ tab: 'xp', type: 'season', category: 'jeju' });
  });

  it('falls back to the default view on anything unknown', () => {
    expect(filterFromSearch(new URLSearchParams('tab=money'))).toEqual({ tab: 'competition', type: 'all', category: 'all' });
    expect(filterFromSearch(new URLSearchParams(''))).toEqual({ tab: 'competition', type: 'all', category: 'all' });
  });
});
