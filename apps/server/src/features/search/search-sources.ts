import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@madang/contracts';
import type { CodePostItem } from '@madang/contracts/codeshare';
import { containsPattern, excerptAround, type SearchHit, type SearchTab } from '@madang/contracts/search';
import type { Executor } from '../../db/client.ts';
import { communityPosts, competitions, notices, userProfiles, users } from '../../db/schema.ts';
import { searchCodePosts } from '../codeshare/list-posts.ts';
import { talkPostLink } from '../community/post-link.ts';

type PageOptions = { keyword: string; locale: Locale; limit: number; offset: number };

export interface SearchSource {
  count(db: Executor, keyword: string): Promise<number>;
  page(db: Executor, options: PageOptions): Promise<SearchHit[]>;
}

const localized = (text: { ko: string; en: string }, locale: Locale) => (locale === 'en' ? text.en || text.ko : text.ko || text.en);
const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
const n = sql<number>`count(*)::int`;

/** Published public competitions whose name (Korean or English) or summary holds the keyword. */
function competitionMatch(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return and(
    eq(competitions.accessMode, 'public'),
    isNotNull(competitions.publishedAt),
    or(
      ilike(sql`${competitions.title}->>'ko'`, pattern),
      ilike(sql`${competitions.title}->>'en'`, pattern),
      ilike(sql`${competitions.summary}->>'ko'`, pattern),
      ilike(sql`${competitions.summary}->>'en'`, pattern),
    ),
  )!;
}

/** Live, visible talk posts on the forum or on a public competition's board. */
function talkMatch(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return and(
    eq(communityPosts.board, 'talk'),
    isNull(communityPosts.deletedAt),
    isNull(communityPosts.hiddenAt),
    or(isNull(communityPosts.competitionId), and(eq(competitions.accessMode, 'public'), isNotNull(competitions.publishedAt))),
    or(ilike(communityPosts.title, pattern), ilike(communityPosts.body, pattern)),
  )!;
}

function noticeMatch(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return and(
    eq(notices.isPublished, true),
    or(
      ilike(sql`${notices.title}->>'ko'`, pattern),
      ilike(sql`${notices.title}->>'en'`, pattern),
      ilike(sql`${notices.body}->>'ko'`, pattern),
      ilike(sql`${notices.body}->>'en'`, pattern),
    ),
  )!;
}

const userMatch = (keyword: string) => and(isNull(users.withdrawnAt), ilike(users.name, containsPattern(keyword)))!;

const codeLink = (post: CodePostItem) =>
  post.cpt_id === 0 ? `/codeshare/${post.cs_id}` : `/competitions/${post.is_official ? 'official' : 'open'}/${post.cpt_id}/codeshare/${post.cs_id}`;

/** The code share's own search (title, body and tags of posts everyone may read), as one tab. */
const codeSource: SearchSource = {
  count: async (db, keyword) => (await searchCodePosts(db, { keyword, locale: 'ko', page: 1, pageSize: 1 })).total,
  page: async (db, { keyword, locale, limit, offset }) => {
    const { items } = await searchCodePosts(db, { keyword, locale, page: Math.floor(offset / limit) + 1, pageSize: limit });
    return items.map((post) => ({ tab: 'code', id: post.cs_id, title: post.title, excerpt: excerptAround(post.excerpt, keyword), link: codeLink(post), created_at: post.c_time }));
  },
};

/** Where each tab searches; a tab without a source is reported as unavailable. */
export const searchSources: Partial<Record<SearchTab, SearchSource>> = {
  code: codeSource,
  competition: {
    count: (db, keyword) => countOf(db.select({ n }).from(competitions).where(competitionMatch(keyword))),
    page: async (db, { keyword, locale, limit, offset }) => {
      const rows = await db.select().from(competitions).where(competitionMatch(keyword)).orderBy(desc(competitions.startsAt), desc(competitions.id)).limit(limit).offset(offset);
      return rows.map((row) => ({
        tab: 'competition',
        id: row.id,
        title: localized(row.title, locale),
        excerpt: excerptAround(localized(row.summary, locale), keyword),
        link: `/competitions/${row.isOfficial ? 'official' : 'open'}/${row.id}`,
        created_at: row.startsAt.toISOString(),
      }));
    },
  },
  talk: {
    count: (db, keyword) => countOf(db.select({ n }).from(communityPosts).leftJoin(competitions, eq(competitions.id, communityPosts.competitionId)).where(talkMatch(keyword))),
    page: async (db, { keyword, limit, offset }) => {
      const rows = await db
        .select({ post: communityPosts, isOfficial: competitions.isOfficial })
        .from(communityPosts)
        .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
        .where(talkMatch(keyword))
        .orderBy(desc(communityPosts.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ post, isOfficial }) => ({
        tab: 'talk',
        id: post.id,
        title: post.title,
        excerpt: excerptAround(post.body, keyword),
        link: talkPostLink(post.id, post.competitionId === null ? null : { id: post.competitionId, isOfficial: isOfficial ?? true }),
        created_at: post.createdAt.toISOString(),
      }));
    },
  },
  notice: {
    count: (db, keyword) => countOf(db.select({ n }).from(notices).where(noticeMatch(keyword))),
    page: async (db, { keyword, locale, limit, offset }) => {
      const rows = await db.select().from(notices).where(noticeMatch(keyword)).orderBy(desc(notices.createdAt), desc(notices.id)).limit(limit).offset(offset);
      return rows.map((row) => ({
        tab: 'notice',
        id: row.id,
        title: localized(row.title, locale),
        excerpt: excerptAround(localized(row.body, locale), keyword),
        link: `/notice/${row.id}`,
        created_at: row.createdAt.toISOString(),
      }));
    },
  },
  user: {
    count: (db, keyword) => countOf(db.select({ n }).from(users).where(userMatch(keyword))),
    page: async (db, { keyword, limit, offset }) => {
      const rows = await db
        .select({ id: users.id, name: users.name, introduction: userProfiles.introduction, createdAt: users.createdAt })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(userMatch(keyword))
        .orderBy(sql`length(${users.name})`, users.id)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({
        tab: 'user',
        id: row.id,
        title: row.name,
        excerpt: excerptAround(row.introduction ?? '', keyword),
        link: `/myprofile/${row.id}/home`,
        created_at: null,
      }));
    },
  },
};
