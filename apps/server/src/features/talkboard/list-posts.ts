import { and, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { TALK_PAGE_SIZE, type TalkListQuery } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { talkComments, talkPosts, users } from '../../db/schema.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows every list shows: a post, its author's name and its live comment count. */
export const postListColumns = {
  post: talkPosts,
  authorName: users.name,
  commentCount: sql<number>`(select count(*)::int from ${talkComments} where ${talkComments.postId} = ${talkPosts.id} and ${talkComments.deletedAt} is null)`,
};

/** The posts of one board a viewer may see: hidden ones only for their author and the board's moderators. */
export function visibleOnBoard(competitionId: number | null, viewer: { userId: number | null; moderator: boolean }): SQL {
  const board = competitionId === null ? isNull(talkPosts.competitionId) : eq(talkPosts.competitionId, competitionId);
  const shown = viewer.moderator
    ? undefined
    : viewer.userId === null
      ? isNull(talkPosts.hiddenAt)
      : or(isNull(talkPosts.hiddenAt), eq(talkPosts.authorId, viewer.userId));
  return and(board, isNull(talkPosts.deletedAt), shown)!;
}

/** One page of a board, searched by keyword and sorted by recency or popularity (votes, then views). */
export async function listPosts(
  db: Executor,
  options: { competitionId: number | null; query: TalkListQuery; userId: number | null; moderator: boolean },
) {
  const { query } = options;
  const filters: (SQL | undefined)[] = [visibleOnBoard(options.competitionId, options)];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    const title = ilike(talkPosts.title, pattern);
    const body = ilike(talkPosts.body, pattern);
    filters.push(query.search === 'title' ? title : query.search === 'content' ? body : or(title, body));
  }
  if (query.category) filters.push(eq(talkPosts.category, query.category));
  if (query.personal_type === 'mine') filters.push(options.userId === null ? sql`false` : eq(talkPosts.authorId, options.userId));
  const where = and(...filters);
  const order = query.data_type === 'popular' ? [desc(talkPosts.voteCount), desc(talkPosts.viewCount), desc(talkPosts.id)] : [desc(talkPosts.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select(postListColumns)
      .from(talkPosts)
      .leftJoin(users, eq(users.id, talkPosts.authorId))
      .where(where)
      .orderBy(...order)
      .limit(TALK_PAGE_SIZE)
      .offset((query.page - 1) * TALK_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(talkPosts).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The newest posts of a board everyone may see (the community index), or those but one (the list under a post). */
export async function listLatestPosts(db: Executor, options: { competitionId: number | null; limit: number; exceptId?: number }) {
  return db
    .select(postListColumns)
    .from(talkPosts)
    .leftJoin(users, eq(users.id, talkPosts.authorId))
    .where(and(visibleOnBoard(options.competitionId, { userId: null, moderator: false }), options.exceptId ? ne(talkPosts.id, options.exceptId) : undefined))
    .orderBy(desc(talkPosts.id))
    .limit(options.limit);
}

export type PostListRow = Awaited<ReturnType<typeof listLatestPosts>>[number];

/** One post with its author's name and comment count, as the post page needs it. */
export async function readPostSummary(db: Executor, postId: number): Promise<PostListRow> {
  const [row] = await db.select(postListColumns).from(talkPosts).leftJoin(users, eq(users.id, talkPosts.authorId)).where(eq(talkPosts.id, postId)).limit(1);
  return row!;
}
