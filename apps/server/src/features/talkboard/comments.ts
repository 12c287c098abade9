import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { talkComments, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { awardXp } from '../xp/award-xp.ts';
import { commentWrittenXp } from '../xp/xp-events.ts';
import type { TalkPostRow } from './find-post.ts';
import { notifyPostAuthor } from './notify-comment.ts';

export type TalkCommentRow = typeof talkComments.$inferSelect;

/** A post's comments, oldest first, with their authors' names; the presenter decides what each viewer reads. */
export async function listComments(db: Executor, options: { postId: number }) {
  return db
    .select({ comment: talkComments, authorName: users.name })
    .from(talkComments)
    .leftJoin(users, eq(users.id, talkComments.authorId))
    .where(eq(talkComments.postId, options.postId))
    .orderBy(asc(talkComments.id));
}

export type CommentListRow = Awaited<ReturnType<typeof listComments>>[number];

/** A live comment of the given post, or a 404. */
export async function findComment(db: Executor, options: { postId?: number; id: number }): Promise<TalkCommentRow> {
  const [row] = await db
    .select()
    .from(talkComments)
    .where(and(eq(talkComments.id, options.id), isNull(talkComments.deletedAt), options.postId ? eq(talkComments.postId, options.postId) : undefined))
    .limit(1);
  if (!row) throw notFound('not_found');
  return row;
}

/**
 * A comment, or a reply when `parentId` is given. Replies are one level deep: answering a reply answers its
 * parent. The post's author hears of a comment by someone else, and the commenter earns XP, in the same transaction.
 */
export async function createComment(
  db: Database,
  options: { post: TalkPostRow; board: CompetitionRow | null; author: { id: number; name: string }; body: string; parentId?: number; createdAt?: Date },
): Promise<TalkCommentRow> {
  const { post, author } = options;
  let parentId: number | null = null;
  if (options.parentId) {
    const parent = await findComment(db, { postId: post.id, id: options.parentId }).catch(() => {
      throw badRequest('talk_reply_target');
    });
    parentId = parent.parentId ?? parent.id;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(talkComments)
      .values({ postId: post.id, authorId: author.id, parentId, body: options.body, ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}) })
      .returning();
    if (post.authorId !== null && post.authorId !== author.id) {
      await notifyPostAuthor(tx, { post, board: options.board, commenterName: author.name });
    }
    await awardXp(tx, commentWrittenXp({ userId: author.id, commentId: row!.id, at: options.createdAt }));
    return row!;
  });
}

export async function updateComment(db: Executor, options: { comment: TalkCommentRow; body: string }): Promise<TalkCommentRow> {
  const [row] = await db
    .update(talkComments)
    .set({ body: options.body, updatedAt: new Date() })
    .where(eq(talkComments.id, options.comment.id))
    .returning();
  return row!;
}

/** The author's delete; replies below it stay, under a "deleted" line. */
export async function deleteComment(db: Executor, options: { comment: TalkCommentRow }): Promise<void> {
  await db.update(talkComments).set({ deletedAt: new Date() }).where(eq(talkComments.id, options.comment.id));
}
