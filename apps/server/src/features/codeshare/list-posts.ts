import { and, desc, eq, gte, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { CODE_PAGE_SIZE, type CodeListFilters, type CodePostItem } from '@madang/contracts/codeshare';
import type { Locale } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { communityComments, communityPosts, codePostVersions, competitions, users } from '../../db/schema.ts';
import { isPost, type CodePostRow } from '../community/post-rows.ts';
import { shownTo, visibleOnBoard } from '../community/visible-posts.ts';
import { presentCodeItem } from './presenter.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const commentCount = sql<number>`(select count(*)::int from ${communityComments} where ${communityComments.board} = ${communityPosts.board} and ${communityComments.postId} = ${communityPosts.id} and ${communityComments.deletedAt} is null)`;
const currentBody = sql`(select ${codePostVersions.body} from ${codePostVersions} where ${codePostVersions.postId} = ${communityPosts.id} and ${codePostVersions.version} = ${communityPosts.currentVersion})`;

/** The rows every list shows: a post, its author, its board, its live comment count and its current body. */
export const codeListColumns = {
  post: communityPosts,
  authorName: users.name,
  board: { id: competitions.id, isOfficial: competitions.isOfficial, title: competitions.title },
  commentCount,
  body: sql<string>`coalesce(${currentBody}, '')`,
  hasNotebook: sql<boolean>`exists (select 1 from ${codePostVersions} where ${codePostVersions.postId} = ${communityPosts.id} and ${codePostVersions.version} = ${communityPosts.currentVersion} and ${codePostVersions.notebookKey} is not null)`,
};

/** A competition whose code every visitor may read: published and not invite-only (over a join of `competitions`). */
export const publicCompetition = and(sql`${competitions.publishedAt} is not null`, eq(competitions.accessMode, 'public'));

/** Live code posts a viewer may see in a list: hidden ones only for their author (moderators find them in the console). */
const shown = (viewerId: number | null) => and(eq(communityPosts.board, 'code'), shownTo({ userId: viewerId, moderator: false }));

const RANGE_DAYS = { week: 7, month: 31, year: 366 } as const;

function filtersOf(query: Partial<CodeListFilters>, viewerId: number | null): (SQL | undefined)[] {
  const filters: (SQL | undefined)[] = [];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    const title = ilike(communityPosts.title, pattern);
    const body = sql`${currentBody} ilike ${pattern}`;
    const tag = sql`exists (select 1 from jsonb_array_elements_text(${communityPosts.tags}) as tag where tag ilike ${pattern})`;
    const search = query.search ?? 'all';
    filters.push(search === 'title' ? title : search === 'content' ? body : search === 'tag' ? tag : or(title, body, tag));
  }
  if (query.type && query.type !== 'all') filters.push(eq(communityPosts.category, query.type));
  if (query.range && query.range !== 'all') filters.push(gte(communityPosts.createdAt, sql`now() - make_interval(days => ${RANGE_DAYS[query.range]})`));
  if (query.personal_type === 'mine') filters.push(viewerId === null ? sql`false` : eq(communityPosts.authorId, viewerId));
  return filters;
}

function orderOf(sort: CodeListFilters['data_type'] | undefined) {
  if (sort === 'popular') return [desc(communityPosts.voteCount), desc(communityPosts.viewCount), desc(communityPosts.id)];
  if (sort === 'views') return [desc(communityPosts.viewCount), desc(communityPosts.id)];
  if (sort === 'comments') return [desc(commentCount), desc(communityPosts.id)];
  return [desc(communityPosts.id)];
}

async function page(db: Executor, where: SQL | undefined, options: { sort?: CodeListFilters['data_type']; page: number; size?: number }) {
  const size = options.size ?? CODE_PAGE_SIZE;
  const [rows, [count]] = await Promise.all([
    db
      .select(codeListColumns)
      .from(communityPosts)
      .leftJoin(users, eq(users.id, communityPosts.authorId))
      .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
      .where(where)
      .orderBy(...orderOf(options.sort))
      .limit(size)
      .offset((options.page - 1) * size),
    db.select({ total: sql<number>`count(*)::int` }).from(communityPosts).leftJoin(competitions, eq(competitions.id, communityPosts.competitionId)).where(where),
  ]);
  return { rows: rows as ((typeof rows)[number] & { post: CodePostRow })[], total: count?.total ?? 0 };
}

export type CodeListRow = Awaited<ReturnType<typeof page>>['rows'][number];

/** One page of one board: a competition's code tab (its access already checked) or the site-wide posts (null). */
export function listBoardPosts(db: Executor, options: { competitionId: number | null; query: CodeListFilters; viewerId: number | null; moderator: boolean }) {
  const board = visibleOnBoard('code', options.competitionId, { userId: options.viewerId, moderator: options.moderator });
  return page(db, and(board, ...filtersOf(options.query, options.viewerId)), { sort: options.query.data_type, page: options.query.page });
}

/** The community's list: site-wide posts and those of every public competition, or one of those boards. */
export function listCommunityPosts(db: Executor, options: { query: CodeListFilters; boardId?: number; viewerId: number | null }) {
  const board =
    options.boardId === undefined
      ? or(isNull(communityPosts.competitionId), publicCompetition)
      : options.boardId === 0
        ? isNull(communityPosts.competitionId)
        : and(eq(communityPosts.competitionId, options.boardId), publicCompetition);
  return page(db, and(board, shown(options.viewerId), ...filtersOf(options.query, options.viewerId)), { sort: options.query.data_type, page: options.query.page });
}

/** The newest (or most liked) posts of a board everyone may see, but one (the list under a post) if given. */
export async function listTopPosts(db: Executor, options: { competitionId: number | null; limit: number; exceptId?: number; sort?: CodeListFilters['data_type'] }) {
  const where = and(visibleOnBoard('code', options.competitionId, { userId: null, moderator: false }), options.exceptId ? ne(communityPosts.id, options.exceptId) : undefined);
  return (await page(db, where, { sort: options.sort, page: 1, size: options.limit })).rows;
}

/** One post with everything a list line shows, as the post page needs it. */
export async function readCodeSummary(db: Executor, postId: number): Promise<CodeListRow> {
  return (await page(db, isPost({ board: 'code', postId }), { page: 1, size: 1 })).rows[0]!;
}

/**
 * A member's code posts that a viewer may read (for profile pages): their site-wide posts and those on
 * public competitions, newest first; hidden ones only when the viewer is the member.
 */
export async function listUserCodePosts(
  db: Executor,
  options: { userId: number; viewerId: number | null; locale: Locale; page?: number; pageSize?: number },
): Promise<{ items: CodePostItem[]; total: number }> {
  const where = and(eq(communityPosts.authorId, options.userId), or(isNull(communityPosts.competitionId), publicCompetition), shown(options.viewerId));
  const { rows, total } = await page(db, where, { page: options.page ?? 1, size: options.pageSize });
  return { items: rows.map((row) => presentCodeItem(row, options.locale)), total };
}

/** Code posts everyone may read whose title, body or tags contain the keyword (for site search), newest first. */
export async function searchCodePosts(
  db: Executor,
  options: { keyword: string; locale: Locale; page?: number; pageSize?: number },
): Promise<{ items: CodePostItem[]; total: number }> {
  const where = and(or(isNull(communityPosts.competitionId), publicCompetition), shown(null), ...filtersOf({ keyword: options.keyword.trim(), search: 'all' }, null));
  const { rows, total } = await page(db, where, { page: options.page ?? 1, size: options.pageSize });
  return { items: rows.map((row) => presentCodeItem(row, options.locale)), total };
}
