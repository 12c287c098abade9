/**
 * The community's boards. Their posts, comments, votes, bookmarks, reports and reads share one set of tables
 * keyed by board; a post's or a comment's id is unique within its board (the talk board's `tb_id`, the code
 * share's `cs_id`). The support board (issue 16) joins this list.
 */
export const communityBoards = ['talk', 'code'] as const;
export type CommunityBoard = (typeof communityBoards)[number];
