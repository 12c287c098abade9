/**
 * The community's boards. Their posts, comments, votes, bookmarks, reports and reads share one set of tables
 * keyed by board; a post's or a comment's id is unique within its board (the talk board's `tb_id`, the code
 * share's `cs_id`). The support board holds the questions to a competition's hosts.
 */
export const communityBoards = ['talk', 'code', 'support'] as const;
export type CommunityBoard = (typeof communityBoards)[number];

/**
 * The boards everyone reads, with views, votes, bookmarks, reports and their moderation; a support question
 * is an exchange between a team and the competition's hosts and has none of them.
 */
export const publicBoards = ['talk', 'code'] as const satisfies readonly CommunityBoard[];
export type PublicBoard = (typeof publicBoards)[number];
