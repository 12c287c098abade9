import type { CommunityPostRow } from './post-rows.ts';

/** A member as the community shows them, or null once the account or its name is gone. */
export const personOf = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** What every list line of a post shows, whatever its board: its author, counters, state and time. */
export function presentPostLine(post: CommunityPostRow, row: { authorName: string | null; commentCount: number }) {
  return {
    author: personOf(post.authorId, row.authorName),
    view_count: post.viewCount,
    vote_count: post.voteCount,
    comment_count: row.commentCount,
    hidden: post.hiddenAt !== null,
    c_time: post.createdAt.toISOString(),
  };
}
