import { describe, expect, it } from 'vitest';
import { categoryOfTab, COMMUNITY_TABS, isTalkTab, tabOfPath } from './community-tabs.ts';

describe('community tabs', () => {
  it('has the seventeen children of /community, each once', () => {
    expect(new Set(COMMUNITY_TABS).size).toBe(17);
  });

  it('reads the tab from a Korean or English address, and nothing from the index or other pages', () => {
    expect(tabOfPath('/community/teams')).toBe('teams');
    expect(tabOfPath('/en/community/forum/err/')).toBe('forum/err');
    expect(tabOfPath('/community')).toBeNull();
    expect(tabOfPath('/forum/12')).toBeNull();
  });

  it("knows the talk tabs and each one's category", () => {
    expect(isTalkTab('teams')).toBe(true);
    expect(isTalkTab('notices')).toBe(false);
    expect(categoryOfTab('teams')).toBe('team');
    expect(categoryOfTab('ranker-videos')).toBe('video');
    expect(categoryOfTab('competition')).toBeNull();
  });
});
