import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { codeComments, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { CodePostRow } from './find-post.ts';
import { notifyCodeAuthor } from './notify-comment.ts';

export type CodeCommentRow = typeof codeComments.$inferSelect;

/** A code post's comments, oldest first, with their authors' names; the talk board's presenter decides what each viewer reads. */
export async function listCodeComments(db: Executor, options: { postId: number }) {
  return db
    .select({ comment: codeComments, authorName: users.name })
    .from(codeComments)
    .leftJoin(users, eq(users.id, codeComments.authorId))
    .where(eq(codeComments.postId, options.postId))
    .orderBy(asc(codeComments.id));
}

/** A live comment of the given post, or a 404. */
export async function findCodeComment(db: Executor, options: { postId?: number; id: number }): Promise<CodeCommentRow> {
  const [row] = await db
    .select()
    .from(codeComments)
    .where(and(eq(codeComments.id, options.id), isNull(codeComments.deletedAt), options.postId ? eq(codeComments.postId, options.postId) : undefined))
    .limit(1);
  if (!row) throw notFound('not_found');
  return row;
}

/**
 * A comment, or a reply when `parentId` is given (one level deep: answering a reply answers its parent).
 * The post's author hears of a comment by someone else in the same transaction.
 */
export async function createCodeComment(
  db: Database,
  options: { post: CodePostRow; board: CompetitionRow | null; author: { id: number; name: string }; body: string; parentId?: number; createdAt?: Date },
): Promise<CodeCommentRow> {
  const { post, author } = options;
  let parentId: number | null = null;
  if (options.parentId) {
    const parent = await findCodeComment(db, { postId: post.id, id: options.parentId }).catch(() => {
      throw badRequest('talk_reply_target');
    });
    parentId = parent.parentId ?? parent.id;
  }
  const times = options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {};
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(codeComments).values({ postId: post.id, authorId: author.id, parentId, body: options.body, ...times }).returning();
    if (post.authorId !== null && post.authorId !== author.id) {
      await notifyCodeAuthor(tx, { post, board: options.board, commenterName: author.name });
    }
    return row!;
  });
}

export async function updateCodeComment(db: Executor, options: { comment: CodeCommentRow; body: string }): Promise<void> {
  await db.update(codeComments).set({ body: options.body, updatedAt: new Date() }).where(eq(codeComments.id, options.comment.id));
}

/** The author's delete; replies below it stay, under a "deleted" line. */
export async function deleteCodeComment(db: Executor, options: { comment: CodeCommentRow }): Promise<void> {
  await db.update(codeComments).set({ deletedAt: new Date() }).where(eq(codeComments.id, options.comment.id));
}
