import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { CommunityBoard } from '@madang/contracts/community';
import { communityPosts } from '../../db/schema.ts';

/** Live posts a viewer may see: hidden ones only for their author and, when `moderator`, the board's moderators. */
export function shownTo(viewer: { userId: number | null; moderator: boolean }): SQL {
  const shown = viewer.moderator
    ? undefined
    : viewer.userId === null
      ? isNull(communityPosts.hiddenAt)
      : or(isNull(communityPosts.hiddenAt), eq(communityPosts.authorId, viewer.userId));
  return and(isNull(communityPosts.deletedAt), shown)!;
}

/** The posts of one board of a competition (or the site-wide board, competition null) a viewer may see. */
export function visibleOnBoard(board: CommunityBoard, competitionId: number | null, viewer: { userId: number | null; moderator: boolean }): SQL {
  const place = competitionId === null ? isNull(communityPosts.competitionId) : eq(communityPosts.competitionId, competitionId);
  return and(eq(communityPosts.board, board), place, shownTo(viewer))!;
}
