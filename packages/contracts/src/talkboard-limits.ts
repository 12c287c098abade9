// The talk boards' limits and word lists without zod: the pages import them from here by path, so a post's first
// paint does not wait for zod and the schemas in talkboard.ts (which re-exports all of this).

/** A post or comment sent without content: the spec's "please write the content" (the server's and the forms' key). */
export const CONTENT_REQUIRED = 'validation.content_required';

/** The spec's comment limit (sections 5 and 9). */
export const TALK_COMMENT_MAX = 1000;
export const TALK_TITLE_MAX = 120;
export const TALK_BODY_MAX = 20_000;
export const TALK_REASON_MAX = 500;
export const TALK_PAGE_SIZE = 20;

/** The forum's categories: the first five are the board's own, the rest back the community's tabs (COMMUNITY_TAB_CATEGORIES). */
export const talkCategories = ['general', 'question', 'tip', 'inquiry', 'video', 'daschool', 'educode', 'edumain', 'eduquestion', 'hiring', 'study', 'team', 'error'] as const;

/** The community's talk tabs (spec section 2's /community children): `forum` lists the whole forum, `competition` the talk of competitions. */
export const communityTalkTabs = [
  'forum',
  'competition',
  'daschool',
  'educode',
  'edumain',
  'eduquestion',
  'general',
  'hiring',
  'questions',
  'ranker-videos',
  'study',
  'teams',
  'tips',
  'forum/err',
] as const;
export type CommunityTalkTab = (typeof communityTalkTabs)[number];

/** The forum category each category tab lists and writes into. */
export const COMMUNITY_TAB_CATEGORIES = {
  daschool: 'daschool',
  educode: 'educode',
  edumain: 'edumain',
  eduquestion: 'eduquestion',
  general: 'general',
  hiring: 'hiring',
  questions: 'question',
  'ranker-videos': 'video',
  study: 'study',
  teams: 'team',
  tips: 'tip',
  'forum/err': 'error',
} as const satisfies Partial<Record<CommunityTalkTab, (typeof talkCategories)[number]>>;

export const talkReportReasons = ['spam', 'abuse', 'offtopic', 'other'] as const;
/** A report stays open until a moderator resolves it. */
export const reportStates = ['open', 'resolved'] as const;

export const TALK_SORTS = ['recent', 'popular'] as const;

/** Spec section 2: the fixed forum posts for inquiries about hosting a competition and about learning for businesses. */
export const TALK_INQUIRY_POSTS = { hosting: 403890, learning: 406358 } as const;
