import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { PROFILE_PAGE_SIZE, type BookmarkItem, type ProfileListPage } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { codeBookmarks, codePosts, competitions, talkBookmarks, talkPosts, users } from '../../db/schema.ts';
import { publicCompetition } from '../codeshare/list-posts.ts';
import { nameableBoard } from './visible-competitions.ts';

/** Bookmarked posts still there to read: deleted and hidden ones drop out of the list. */
const liveBookmark = (userId: number) => and(eq(talkBookmarks.userId, userId), isNull(talkPosts.deletedAt), isNull(talkPosts.hiddenAt), nameableBoard(true));

/** Page `page` of the talk posts a member bookmarked, the latest bookmark first. */
export async function listTalkBookmarks(db: Executor, options: { userId: number; page: number }): Promise<ProfileListPage<BookmarkItem>> {
  const where = liveBookmark(options.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: talkPosts, isOfficial: competitions.isOfficial, authorName: users.name, bookmarkedAt: talkBookmarks.createdAt })
      .from(talkBookmarks)
      .innerJoin(talkPosts, eq(talkPosts.id, talkBookmarks.postId))
      .leftJoin(competitions, eq(competitions.id, talkPosts.competitionId))
      .leftJoin(users, eq(users.id, talkPosts.authorId))
      .where(where)
      .orderBy(desc(talkBookmarks.createdAt), desc(talkPosts.id))
      .limit(PROFILE_PAGE_SIZE)
      .offset((options.page - 1) * PROFILE_PAGE_SIZE),
    countTalkBookmarks(db, options.userId).then((n) => [{ n }]),
  ]);
  return {
    items: rows.map(({ post, isOfficial, authorName, bookmarkedAt }) => ({
      kind: 'tb' as const,
      id: post.id,
      cpt_id: post.competitionId ?? 0,
      is_official: isOfficial ?? true,
      title: post.title,
      author: post.authorId !== null && authorName !== null ? { id: post.authorId, name: authorName } : null,
      bookmarked_at: bookmarkedAt.toISOString(),
    })),
    page: options.page,
    page_size: PROFILE_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}

export async function countTalkBookmarks(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(talkBookmarks)
    .innerJoin(talkPosts, eq(talkPosts.id, talkBookmarks.postId))
    .leftJoin(competitions, eq(competitions.id, talkPosts.competitionId))
    .where(liveBookmark(userId));
  return row?.n ?? 0;
}

/** Bookmarked code posts still there to read, on the site board or a public competition's. */
const liveCodeBookmark = (userId: number) =>
  and(eq(codeBookmarks.userId, userId), isNull(codePosts.deletedAt), isNull(codePosts.hiddenAt), or(isNull(codePosts.competitionId), publicCompetition));

/** Page `page` of the code posts a member bookmarked, the latest bookmark first. */
export async function listCodeBookmarks(db: Executor, options: { userId: number; page: number }): Promise<ProfileListPage<BookmarkItem>> {
  const [rows, total] = await Promise.all([
    db
      .select({ post: codePosts, isOfficial: competitions.isOfficial, authorName: users.name, bookmarkedAt: codeBookmarks.createdAt })
      .from(codeBookmarks)
      .innerJoin(codePosts, eq(codePosts.id, codeBookmarks.postId))
      .leftJoin(competitions, eq(competitions.id, codePosts.competitionId))
      .leftJoin(users, eq(users.id, codePosts.authorId))
      .where(liveCodeBookmark(options.userId))
      .orderBy(desc(codeBookmarks.createdAt), desc(codePosts.id))
      .limit(PROFILE_PAGE_SIZE)
      .offset((options.page - 1) * PROFILE_PAGE_SIZE),
    countCodeBookmarks(db, options.userId),
  ]);
  return {
    items: rows.map(({ post, isOfficial, authorName, bookmarkedAt }) => ({
      kind: 'cs' as const,
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

export async function countCodeBookmarks(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(codeBookmarks)
    .innerJoin(codePosts, eq(codePosts.id, codeBookmarks.postId))
    .leftJoin(competitions, eq(competitions.id, codePosts.competitionId))
    .where(liveCodeBookmark(userId));
  return row?.n ?? 0;
}
