import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { TALK_PAGE_SIZE, type TalkListQuery } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { communityComments, communityPosts, users } from '../../db/schema.ts';
import { isPost, type TalkPostRow } from '../community/post-rows.ts';
import { visibleOnBoard } from '../community/visible-posts.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows every list shows: a post, its author's name and its live comment count. */
const postListColumns = {
  post: communityPosts,
  authorName: users.name,
  commentCount: sql<number>`(select count(*)::int from ${communityComments} where ${communityComments.board} = ${communityPosts.board} and ${communityComments.postId} = ${communityPosts.id} and ${communityComments.deletedAt} is null)`,
};

const talkRows = <R extends { post: unknown }>(rows: R[]) => rows as (R & { post: TalkPostRow })[];

/** One page of a board, searched by keyword and sorted by recency or popularity (votes, then views). */
export async function listPosts(db: Executor, options: { competitionId: number | null; query: TalkListQuery; userId: number | null; moderator: boolean }) {
  const { query } = options;
  const filters: (SQL | undefined)[] = [visibleOnBoard('talk', options.competitionId, options)];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    const title = ilike(communityPosts.title, pattern);
    const body = ilike(communityPosts.body, pattern);
    filters.push(query.search === 'title' ? title : query.search === 'content' ? body : or(title, body));
  }
  if (query.category) filters.push(eq(communityPosts.category, query.category));
  if (query.personal_type === 'mine') filters.push(options.userId === null ? sql`false` : eq(communityPosts.authorId, options.userId));
  const where = and(...filters);
  const order = query.data_type === 'popular' ? [desc(communityPosts.voteCount), desc(communityPosts.viewCount), desc(communityPosts.id)] : [desc(communityPosts.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select(postListColumns)
      .from(communityPosts)
      .leftJoin(users, eq(users.id, communityPosts.authorId))
      .where(where)
      .orderBy(...order)
      .limit(TALK_PAGE_SIZE)
      .offset((query.page - 1) * TALK_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(communityPosts).where(where),
  ]);
  return { rows: talkRows(rows), total: count?.total ?? 0 };
}

/** The newest posts of a board everyone may see (the community index), or those but one (the list under a post). */
export async function listLatestPosts(db: Executor, options: { competitionId: number | null; limit: number; exceptId?: number }) {
  const rows = await db
    .select(postListColumns)
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .where(and(visibleOnBoard('talk', options.competitionId, { userId: null, moderator: false }), options.exceptId ? ne(communityPosts.id, options.exceptId) : undefined))
    .orderBy(desc(communityPosts.id))
    .limit(options.limit);
  return talkRows(rows);
}

export type PostListRow = Awaited<ReturnType<typeof listLatestPosts>>[number];

/** One post with its author's name and comment count, as the post page needs it. */
export async function readPostSummary(db: Executor, postId: number): Promise<PostListRow> {
  const [row] = await db
    .select(postListColumns)
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .where(isPost({ board: 'talk', postId }))
    .limit(1);
  return talkRows([row!])[0]!;
}
