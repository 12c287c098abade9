import { COMMUNITY_TAB_CATEGORIES, type CommunityTalkTab, communityTalkTabs } from '@madang/contracts/talkboard-limits';
import type { TalkCategory } from '@madang/contracts/talkboard';
import { stripLocale } from '../../../lib/locale-path.ts';

/** Spec section 2's seventeen children of /community, in the order the tab bar shows them. */
export const COMMUNITY_TABS = [
  'forum',
  'general',
  'questions',
  'tips',
  'teams',
  'competition',
  'study',
  'hiring',
  'ranker-videos',
  'codeshare',
  'daschool',
  'edumain',
  'educode',
  'eduquestion',
  'notices',
  'interviews',
  'forum/err',
] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number];

export const isTalkTab = (tab: string): tab is CommunityTalkTab => (communityTalkTabs as readonly string[]).includes(tab);

/** The tab a community address shows (`/en/community/forum/err` is `forum/err`), or null for the index and other pages. */
export function tabOfPath(pathname: string): CommunityTab | null {
  const rest = stripLocale(pathname)
    .replace(/\/+$/, '')
    .replace(/^\/community\//, '');
  return (COMMUNITY_TABS as readonly string[]).includes(rest) ? (rest as CommunityTab) : null;
}

/** The forum category a tab lists and writes into; null for the forum as a whole and the competitions' talk. */
export const categoryOfTab = (tab: CommunityTalkTab): TalkCategory | null =>
  tab in COMMUNITY_TAB_CATEGORIES ? COMMUNITY_TAB_CATEGORIES[tab as keyof typeof COMMUNITY_TAB_CATEGORIES] : null;
