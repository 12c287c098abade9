import { describe, expect, it } from 'vitest';
import { pageCount, pageFromSearch, pageHref, pageWindow } from './paging.ts';

describe('paging', () => {
  it('counts pages and shows a window of page numbers inside the list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('reads the page from the address, falling back to the first', () => {
    expect(pageFromSearch('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '999999']) expect(pageFromSearch(bad)).toBe(1);
  });

  it('links a page keeping the list’s other parameters, and the first page without `page`', () => {
    expect(pageHref('/forum', '?sort=popular&keyword=eda', 3)).toBe('/forum?sort=popular&keyword=eda&page=3');
    expect(pageHref('/forum', '?page=3&sort=popular', 1)).toBe('/forum?sort=popular');
    expect(pageHref('/notice', '', 1)).toBe('/notice');
    expect(pageHref('/notice', '?page=2', 4)).toBe('/notice?page=4');
  });
});
