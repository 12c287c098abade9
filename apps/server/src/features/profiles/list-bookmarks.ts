import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { PROFILE_PAGE_SIZE, type BookmarkItem, type ProfileListPage } from '@madang/contracts/profiles';
import type { PublicBoard } from '@madang/contracts/community';
import type { Executor } from '../../db/client.ts';
import { communityBookmarks, communityPosts, competitions, users } from '../../db/schema.ts';
import { publicCompetition } from '../codeshare/list-posts.ts';
import { joinPost } from '../community/post-rows.ts';
import { nameableBoard } from './visible-competitions.ts';

/** Each board's bookmarks in the profile: their spec kind, and the boards whose posts stay readable. */
const boards = {
  talk: { kind: 'tb', readable: () => nameableBoard(true) },
  code: { kind: 'cs', readable: () => or(isNull(communityPosts.competitionId), publicCompetition) },
} as const;

/** Bookmarked posts of a board still there to read: deleted and hidden ones drop out of the list. */
const liveBookmark = (board: PublicBoard, userId: number) =>
  and(eq(communityBookmarks.board, board), eq(communityBookmarks.userId, userId), isNull(communityPosts.deletedAt), isNull(communityPosts.hiddenAt), boards[board].readable());

/** Page `page` of the posts of a board a member bookmarked, the latest bookmark first. */
async function listBookmarks(db: Executor, board: PublicBoard, options: { userId: number; page: number }): Promise<ProfileListPage<BookmarkItem>> {
  const [rows, total] = await Promise.all([
    db
      .select({ post: communityPosts, isOfficial: competitions.isOfficial, authorName: users.name, bookmarkedAt: communityBookmarks.createdAt })
      .from(communityBookmarks)
      .innerJoin(communityPosts, joinPost(communityBookmarks))
      .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
      .leftJoin(users, eq(users.id, communityPosts.authorId))
      .where(liveBookmark(board, options.userId))
      .orderBy(desc(communityBookmarks.createdAt), desc(communityPosts.id))
      .limit(PROFILE_PAGE_SIZE)
      .offset((options.page - 1) * PROFILE_PAGE_SIZE),
    countBookmarks(db, board, options.userId),
  ]);
  return {
    items: rows.map(({ post, isOfficial, authorName, bookmarkedAt }) => ({
      kind: boards[board].kind,
      id: post.id,
      cpt_id: post.competitionId ?? 0,
      is_official: isOfficial ?? true,
      title: post.title,
      author: post.authorId !== null && authorName !== null ? { id: post.authorId, name: authorName } : null,
      bookmarked_at: bookmarkedAt.toISOString(),
    })),
    page: options.page,
    page_size: PROFILE_PAGE_SIZE,
    total,
  };
}

async function countBookmarks(db: Executor, board: PublicBoard, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(communityBookmarks)
    .innerJoin(communityPosts, joinPost(communityBookmarks))
    .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
    .where(liveBookmark(board, userId));
  return row?.n ?? 0;
}

export const listTalkBookmarks = (db: Executor, options: { userId: number; page: number }) => listBookmarks(db, 'talk', options);
export const listCodeBookmarks = (db: Executor, options: { userId: number; page: number }) => listBookmarks(db, 'code', options);
export const countTalkBookmarks = (db: Executor, userId: number) => countBookmarks(db, 'talk', userId);
export const countCodeBookmarks = (db: Executor, userId: number) => countBookmarks(db, 'code', userId);
