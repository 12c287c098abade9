import type { TalkPostCreate, TalkPostUpdate } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';
import { isPost, type TalkPostRow } from '../community/post-rows.ts';

const thisPost = (post: TalkPostRow) => isPost({ board: 'talk', postId: post.id });

/** A new post by a member on a competition's board or (competitionId null) the forum. */
export async function createPost(
  db: Executor,
  options: { competitionId: number | null; authorId: number; input: Omit<TalkPostCreate, 'cpt_id'>; id?: number; createdAt?: Date },
): Promise<TalkPostRow> {
  const { input } = options;
  const [row] = await db
    .insert(communityPosts)
    .values({
      board: 'talk',
      ...(options.id ? { id: options.id } : {}),
      competitionId: options.competitionId,
      authorId: options.authorId,
      title: input.title,
      body: input.content,
      category: input.category,
      videoUrl: input.video_url ?? null,
      subjectCompetitionId: input.subject_cpt_id ?? null,
      subjectProjectId: input.subject_edu_id ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning();
  return row as TalkPostRow;
}

/** The author's edit of title, body, category, video link and subject. */
export async function updatePost(db: Executor, options: { post: TalkPostRow; input: Omit<TalkPostUpdate, 'tb_id'> }): Promise<TalkPostRow> {
  const { input } = options;
  const [row] = await db
    .update(communityPosts)
    .set({
      title: input.title,
      body: input.content,
      category: input.category,
      videoUrl: input.video_url ?? null,
      subjectCompetitionId: input.subject_cpt_id ?? null,
      subjectProjectId: input.subject_edu_id ?? null,
      updatedAt: new Date(),
    })
    .where(thisPost(options.post))
    .returning();
  return row as TalkPostRow;
}

/** The author's delete: the row stays (reports keep their context) but the post is gone for everyone. */
export async function deletePost(db: Executor, options: { post: TalkPostRow }): Promise<void> {
  await db.update(communityPosts).set({ deletedAt: new Date() }).where(thisPost(options.post));
}
