import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { codeBookmarks } from '../../db/schema.ts';

type BookmarkKey = { postId: number; userId: number };

/** Bookmarks a code post; bookmarking twice is the same as once. */
export async function addCodeBookmark(db: Executor, key: BookmarkKey): Promise<void> {
  await db.insert(codeBookmarks).values(key).onConflictDoNothing();
}

export async function removeCodeBookmark(db: Executor, key: BookmarkKey): Promise<void> {
  await db.delete(codeBookmarks).where(and(eq(codeBookmarks.postId, key.postId), eq(codeBookmarks.userId, key.userId)));
}

export async function isCodeBookmarked(db: Executor, key: BookmarkKey): Promise<boolean> {
  const rows = await db
    .select({ postId: codeBookmarks.postId })
    .from(codeBookmarks)
    .where(and(eq(codeBookmarks.postId, key.postId), eq(codeBookmarks.userId, key.userId)))
    .limit(1);
  return rows.length > 0;
}
