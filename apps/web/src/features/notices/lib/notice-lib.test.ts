import { describe, expect, it } from 'vitest';
import { groupFaq, noticeBase, pageCount, pageFromSearch, pageWindow } from './notice-lib.ts';

describe('notice lists', () => {
  it('keeps More-menu readers under /more/notice and everyone else under /notice', () => {
    expect(noticeBase('/more/notice')).toBe('/more/notice');
    expect(noticeBase('/en/more/notice/3')).toBe('/more/notice');
    expect(noticeBase('/notice')).toBe('/notice');
    expect(noticeBase('/en/community/notices')).toBe('/notice');
    expect(noticeBase('/notice/notice')).toBe('/notice');
  });

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
});

describe('FAQ groups', () => {
  it('groups entries by category in the fixed order, keeping their order and leaving empty ones out', () => {
    const items = [
      { id: 1, category: 'team' as const },
      { id: 2, category: 'account' as const },
      { id: 3, category: 'team' as const },
      { id: 4, category: 'account' as const },
    ];
    expect(groupFaq(items)).toEqual([
      { category: 'account', items: [items[1], items[3]] },
      { category: 'team', items: [items[0], items[2]] },
    ]);
    expect(groupFaq([])).toEqual([]);
  });
});
