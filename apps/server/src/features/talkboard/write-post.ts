import { eq, sql } from 'drizzle-orm';
import type { TalkPostCreate, TalkPostUpdate } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { talkPosts } from '../../db/schema.ts';
import { recordVisit } from '../visits/record-visit.ts';
import type { TalkPostRow } from './find-post.ts';

/** A new post by a member on a competition's board or (competitionId null) the forum. */
export async function createPost(
  db: Executor,
  options: { competitionId: number | null; authorId: number; input: Omit<TalkPostCreate, 'cpt_id'>; id?: number; createdAt?: Date },
): Promise<TalkPostRow> {
  const { input } = options;
  const [row] = await db
    .insert(talkPosts)
    .values({
      ...(options.id ? { id: options.id } : {}),
      competitionId: options.competitionId,
      authorId: options.authorId,
      title: input.title,
      body: input.content,
      category: input.category,
      videoUrl: input.video_url ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** The author's edit of title, body, category and video link. */
export async function updatePost(db: Executor, options: { post: TalkPostRow; input: Omit<TalkPostUpdate, 'tb_id'> }): Promise<TalkPostRow> {
  const { input } = options;
  const [row] = await db
    .update(talkPosts)
    .set({ title: input.title, body: input.content, category: input.category, videoUrl: input.video_url ?? null, updatedAt: new Date() })
    .where(eq(talkPosts.id, options.post.id))
    .returning();
  return row!;
}

/** The author's delete: the row stays (reports keep their context) but the post is gone for everyone. */
export async function deletePost(db: Executor, options: { post: TalkPostRow }): Promise<void> {
  await db.update(talkPosts).set({ deletedAt: new Date() }).where(eq(talkPosts.id, options.post.id));
}

/** The spec's view count call: one more view the first time a visitor opens the post on a Korean day. */
export async function countView(db: Executor, options: { post: TalkPostRow; visitor: string }): Promise<number> {
  if (!(await recordVisit(db, { kind: 'talk_post', itemKey: String(options.post.id), visitor: options.visitor, now: new Date() }))) return options.post.viewCount;
  const [row] = await db
    .update(talkPosts)
    .set({ viewCount: sql`${talkPosts.viewCount} + 1` })
    .where(eq(talkPosts.id, options.post.id))
    .returning({ viewCount: talkPosts.viewCount });
  return row!.viewCount;
}
