import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { talkBookmarks } from '../../db/schema.ts';

type BookmarkKey = { postId: number; userId: number };

/** Bookmarks a post; bookmarking twice is the same as once. */
export async function addBookmark(db: Executor, key: BookmarkKey): Promise<void> {
  await db.insert(talkBookmarks).values(key).onConflictDoNothing();
}

export async function removeBookmark(db: Executor, key: BookmarkKey): Promise<void> {
  await db.delete(talkBookmarks).where(and(eq(talkBookmarks.postId, key.postId), eq(talkBookmarks.userId, key.userId)));
}

export async function isBookmarked(db: Executor, key: BookmarkKey): Promise<boolean> {
  const rows = await db
    .select({ postId: talkBookmarks.postId })
    .from(talkBookmarks)
    .where(and(eq(talkBookmarks.postId, key.postId), eq(talkBookmarks.userId, key.userId)))
    .limit(1);
  return rows.length > 0;
}
