import { and, desc, eq, gte, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMMUNITY_TAB_CATEGORIES, TALK_PAGE_SIZE, type CommunityTalkTab, type TalkListQuery } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { communityComments, communityPosts, competitions, eduProjects, users } from '../../db/schema.ts';
import { publicCompetition } from '../codeshare/list-posts.ts';
import { isPost, type TalkPostRow } from '../community/post-rows.ts';
import { shownTo, visibleOnBoard } from '../community/visible-posts.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The competition a post is about: a second join of `competitions`, apart from the board's. */
const subjectCompetitions = alias(competitions, 'subject_competitions');

/** The rows every list shows: a post, its author's name, its live comment count and what it is about, if everyone may see that. */
const postListColumns = {
  post: communityPosts,
  authorName: users.name,
  commentCount: sql<number>`(select count(*)::int from ${communityComments} where ${communityComments.board} = ${communityPosts.board} and ${communityComments.postId} = ${communityPosts.id} and ${communityComments.deletedAt} is null)`,
  subjectCpt: { id: subjectCompetitions.id, title: subjectCompetitions.title, isOfficial: subjectCompetitions.isOfficial, slug: subjectCompetitions.slug },
  subjectEdu: { id: eduProjects.id, title: eduProjects.title },
};

const selectPosts = (db: Executor) =>
  db
    .select(postListColumns)
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    // A subject that went private or unpublished after the post was written is no longer named.
    .leftJoin(
      subjectCompetitions,
      and(eq(subjectCompetitions.id, communityPosts.subjectCompetitionId), isNotNull(subjectCompetitions.publishedAt), eq(subjectCompetitions.accessMode, 'public')),
    )
    .leftJoin(eduProjects, and(eq(eduProjects.id, communityPosts.subjectProjectId), eq(eduProjects.state, 'published')));

const talkRows = <R extends { post: unknown }>(rows: R[]) => rows as (R & { post: TalkPostRow })[];

/** Boards of competitions every visitor may read. */
const publicBoards = sql`${communityPosts.competitionId} in (select ${competitions.id} from ${competitions} where ${publicCompetition})`;

/**
 * The posts of a community tab a viewer may see: a category of the forum, the whole forum, or (`competition`)
 * the talk of every public competition, whose hidden posts only their authors see in it.
 */
export function tabPosts(tab: CommunityTalkTab, viewer: { userId: number | null; moderator: boolean }): SQL {
  if (tab === 'competition') return and(eq(communityPosts.board, 'talk'), publicBoards, shownTo({ userId: viewer.userId, moderator: false }))!;
  const forum = visibleOnBoard('talk', null, viewer);
  return tab === 'forum' ? forum : and(forum, eq(communityPosts.category, COMMUNITY_TAB_CATEGORIES[tab]))!;
}

/** One page of a board or a community tab, searched by keyword and sorted by recency or popularity (votes, then views). */
export async function listPosts(db: Executor, options: { competitionId: number | null; query: TalkListQuery; userId: number | null; moderator: boolean }) {
  const { query } = options;
  const filters: (SQL | undefined)[] = [query.tab ? tabPosts(query.tab, options) : visibleOnBoard('talk', options.competitionId, options)];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    const title = ilike(communityPosts.title, pattern);
    const body = ilike(communityPosts.body, pattern);
    filters.push(query.search === 'title' ? title : query.search === 'content' ? body : or(title, body));
  }
  if (query.category && !query.tab) filters.push(eq(communityPosts.category, query.category));
  if (query.personal_type === 'mine') filters.push(options.userId === null ? sql`false` : eq(communityPosts.authorId, options.userId));
  const where = and(...filters);
  const order = query.data_type === 'popular' ? [desc(communityPosts.voteCount), desc(communityPosts.viewCount), desc(communityPosts.id)] : [desc(communityPosts.id)];
  const [rows, [count]] = await Promise.all([
    selectPosts(db)
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
  const rows = await selectPosts(db)
    .where(and(visibleOnBoard('talk', options.competitionId, { userId: null, moderator: false }), options.exceptId ? ne(communityPosts.id, options.exceptId) : undefined))
    .orderBy(desc(communityPosts.id))
    .limit(options.limit);
  return talkRows(rows);
}

/** The most liked (then most read) posts everyone may see, of the forum and public competitions, written since `since`. */
export async function listPopularPosts(db: Executor, options: { since: Date; limit: number }) {
  const everyone = { userId: null, moderator: false };
  const rows = await selectPosts(db)
    .where(and(or(visibleOnBoard('talk', null, everyone), tabPosts('competition', everyone)), gte(communityPosts.createdAt, options.since)))
    .orderBy(desc(communityPosts.voteCount), desc(communityPosts.viewCount), desc(communityPosts.id))
    .limit(options.limit);
  return talkRows(rows);
}

export type PostListRow = Awaited<ReturnType<typeof listLatestPosts>>[number];

/** One post with its author's name, comment count and subject, as the post page needs it. */
export async function readPostSummary(db: Executor, postId: number): Promise<PostListRow> {
  const [row] = await selectPosts(db)
    .where(isPost({ board: 'talk', postId }))
    .limit(1);
  return talkRows([row!])[0]!;
}

/** Whether the ids name a competition every visitor may read and a published learning project: what a post may be about. */
export async function findSubjects(db: Executor, ids: { competitionId: number | null; projectId: number | null }) {
  const [cpt, edu] = await Promise.all([
    ids.competitionId === null
      ? []
      : db
          .select({ id: competitions.id })
          .from(competitions)
          .where(and(eq(competitions.id, ids.competitionId), publicCompetition)),
    ids.projectId === null
      ? []
      : db
          .select({ id: eduProjects.id })
          .from(eduProjects)
          .where(and(eq(eduProjects.id, ids.projectId), eq(eduProjects.state, 'published'))),
  ]);
  return { competition: cpt.length > 0, project: edu.length > 0 };
}
