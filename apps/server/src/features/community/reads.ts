import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { communityReads } from '../../db/schema.ts';
import { ofPost, type PostKey } from './post-rows.ts';

type ReadKey = PostKey & { userId: number };

/** The member has read the post through (the page saw its end); reading it again changes nothing. */
export async function markRead(db: Executor, key: ReadKey): Promise<void> {
  await db.insert(communityReads).values(key).onConflictDoNothing();
}

export async function hasRead(db: Executor, key: ReadKey): Promise<boolean> {
  const rows = await db
    .select({ postId: communityReads.postId })
    .from(communityReads)
    .where(and(ofPost(communityReads, key), eq(communityReads.userId, key.userId)))
    .limit(1);
  return rows.length > 0;
}
