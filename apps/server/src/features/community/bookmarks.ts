import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { communityBookmarks } from '../../db/schema.ts';
import { ofPost, type PostKey } from './post-rows.ts';

type BookmarkKey = PostKey & { userId: number };
const bookmarkOf = (key: BookmarkKey) => and(ofPost(communityBookmarks, key), eq(communityBookmarks.userId, key.userId));

/** Bookmarks a post; bookmarking twice is the same as once. */
export async function addBookmark(db: Executor, key: BookmarkKey): Promise<void> {
  await db.insert(communityBookmarks).values(key).onConflictDoNothing();
}

export async function removeBookmark(db: Executor, key: BookmarkKey): Promise<void> {
  await db.delete(communityBookmarks).where(bookmarkOf(key));
}

export async function isBookmarked(db: Executor, key: BookmarkKey): Promise<boolean> {
  const rows = await db.select({ postId: communityBookmarks.postId }).from(communityBookmarks).where(bookmarkOf(key)).limit(1);
  return rows.length > 0;
}
