import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CommunityBoard } from '@madang/contracts/community';
import type { Executor } from '../../db/client.ts';
import { communityComments, communityPosts, communityReports, competitions, users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { moderatedPosts } from './moderation-scope.ts';
import { joinPost } from './post-rows.ts';

const LIMIT = 200;
const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');
const postAuthor = alias(users, 'post_author');
const commentAuthor = alias(users, 'comment_author');
const boardColumns = { id: competitions.id, isOfficial: competitions.isOfficial, title: competitions.title };
const commentOfReport = and(eq(communityComments.board, communityReports.board), eq(communityComments.id, communityReports.commentId));

/** Reports on every board a moderator answers for, open ones first, newest first within each state. */
export async function listReports(db: Executor, options: { user: UserRow; state: 'open' | 'resolved' | 'all' }) {
  return db
    .select({
      report: communityReports,
      post: communityPosts,
      comment: communityComments,
      board: boardColumns,
      reporterName: reporter.name,
      resolverName: resolver.name,
      postAuthorName: postAuthor.name,
      commentAuthorName: commentAuthor.name,
    })
    .from(communityReports)
    .innerJoin(communityPosts, joinPost(communityReports))
    .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
    .leftJoin(communityComments, commentOfReport)
    .leftJoin(reporter, eq(reporter.id, communityReports.reporterId))
    .leftJoin(resolver, eq(resolver.id, communityReports.resolvedBy))
    .leftJoin(postAuthor, eq(postAuthor.id, communityPosts.authorId))
    .leftJoin(commentAuthor, eq(commentAuthor.id, communityComments.authorId))
    .where(and(moderatedPosts(options.user), options.state === 'all' ? undefined : eq(communityReports.state, options.state)))
    .orderBy(sql`case when ${communityReports.state} = 'open' then 0 else 1 end`, desc(communityReports.createdAt), desc(communityReports.id))
    .limit(LIMIT);
}

export type ReportListRow = Awaited<ReturnType<typeof listReports>>[number];

/** Hidden posts and comments of one board on the competitions a moderator answers for, most recently hidden first. */
export async function listHidden(db: Executor, options: { user: UserRow; board: CommunityBoard }) {
  const scope = and(moderatedPosts(options.user), eq(communityPosts.board, options.board));
  const [posts, comments] = await Promise.all([
    db
      .select({ post: communityPosts, board: boardColumns, authorName: users.name })
      .from(communityPosts)
      .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
      .leftJoin(users, eq(users.id, communityPosts.authorId))
      .where(and(scope, isNotNull(communityPosts.hiddenAt), isNull(communityPosts.deletedAt)))
      .orderBy(desc(communityPosts.hiddenAt))
      .limit(LIMIT),
    db
      .select({ comment: communityComments, post: communityPosts, board: boardColumns, authorName: users.name })
      .from(communityComments)
      .innerJoin(communityPosts, joinPost(communityComments))
      .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
      .leftJoin(users, eq(users.id, communityComments.authorId))
      .where(and(scope, isNotNull(communityComments.hiddenAt), isNull(communityComments.deletedAt), isNull(communityPosts.deletedAt)))
      .orderBy(desc(communityComments.hiddenAt))
      .limit(LIMIT),
  ]);
  return [...posts.map((row) => ({ ...row, comment: null })), ...comments];
}

export type HiddenListRow = Awaited<ReturnType<typeof listHidden>>[number];
