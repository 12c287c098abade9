import { describe, expect, it } from 'vitest';
import { groupFaq, noticeBase } from './notice-lib.ts';

describe('notice lists', () => {
  it('keeps More-menu readers under /more/notice and everyone else under /notice', () => {
    expect(noticeBase('/more/notice')).toBe('/more/notice');
    expect(noticeBase('/en/more/notice/3')).toBe('/more/notice');
    expect(noticeBase('/notice')).toBe('/notice');
    expect(noticeBase('/en/community/notices')).toBe('/notice');
    expect(noticeBase('/notice/notice')).toBe('/notice');
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
