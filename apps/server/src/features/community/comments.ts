import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CommunityBoard } from '@madang/contracts/community';
import type { Database, Executor } from '../../db/client.ts';
import { communityComments, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { managesCompetition } from '../host/policy.ts';
import { notifySupportComment } from '../support/notify-support.ts';
import { awardXp } from '../xp/award-xp.ts';
import { commentWrittenXp } from '../xp/xp-events.ts';
import { notifyPostAuthor } from './notify-comment.ts';
import { ofPost, type CommentRow, type CommunityPostRow, type PostKey } from './post-rows.ts';

/** A comment of a board (a comment id means something only within its board). */
const isComment = (board: CommunityBoard, id: number) => and(eq(communityComments.board, board), eq(communityComments.id, id));

/** A post's comments, oldest first, with their authors' names; the presenter decides what each viewer reads. */
export async function listComments(db: Executor, key: PostKey) {
  return db
    .select({ comment: communityComments, authorName: users.name })
    .from(communityComments)
    .leftJoin(users, eq(users.id, communityComments.authorId))
    .where(ofPost(communityComments, key))
    .orderBy(asc(communityComments.id));
}

export type CommentListRow = Awaited<ReturnType<typeof listComments>>[number];

/** A live comment of the board (of the given post, when one is given), or a 404. */
export async function findComment(db: Executor, options: { board: CommunityBoard; postId?: number; id: number }): Promise<CommentRow> {
  const [row] = await db
    .select()
    .from(communityComments)
    .where(and(isComment(options.board, options.id), isNull(communityComments.deletedAt), options.postId ? eq(communityComments.postId, options.postId) : undefined))
    .limit(1);
  if (!row) throw notFound('not_found');
  return row;
}

/**
 * A comment, or a reply when `parentId` is given. Replies are one level deep: answering a reply answers its
 * parent. The post's author hears of a comment by someone else, and a talk board commenter earns XP, in the
 * same transaction. On the support board a comment by one of the competition's hosts is their answer, which
 * the asker's team hears of; the host hears of anything the asker's side adds.
 */
export async function createComment(
  db: Database,
  options: { post: CommunityPostRow; board: CompetitionRow | null; author: Pick<UserRow, 'id' | 'name' | 'role'>; body: string; parentId?: number; createdAt?: Date },
): Promise<CommentRow> {
  const { post, author } = options;
  let parentId: number | null = null;
  if (options.parentId) {
    const parent = await findComment(db, { board: post.board, postId: post.id, id: options.parentId }).catch(() => {
      throw badRequest('talk_reply_target');
    });
    parentId = parent.parentId ?? parent.id;
  }
  const times = options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {};
  const competition = options.board;
  const hostAnswer = post.board === 'support' && competition !== null && managesCompetition(competition, author);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityComments)
      .values({ board: post.board, postId: post.id, authorId: author.id, parentId, body: options.body, hostAnswer, ...times })
      .returning();
    if (post.board === 'support') {
      if (competition) await notifySupportComment(tx, { question: post, competition, writer: author, hostAnswer });
    } else if (post.authorId !== null && post.authorId !== author.id) {
      await notifyPostAuthor(tx, { post: { ...post, board: post.board }, board: competition, commenterName: author.name });
    }
    if (post.board === 'talk') await awardXp(tx, commentWrittenXp({ userId: author.id, commentId: row!.id, at: options.createdAt }));
    return row!;
  });
}

export async function updateComment(db: Executor, options: { comment: CommentRow; body: string }): Promise<void> {
  const { comment } = options;
  await db.update(communityComments).set({ body: options.body, updatedAt: new Date() }).where(isComment(comment.board, comment.id));
}

/** The author's delete; replies below it stay, under a "deleted" line. */
export async function deleteComment(db: Executor, options: { comment: CommentRow }): Promise<void> {
  const { comment } = options;
  await db.update(communityComments).set({ deletedAt: new Date() }).where(isComment(comment.board, comment.id));
}
