import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { competitions, talkComments, talkPosts, talkReports, users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { moderatedPosts } from './moderation-scope.ts';

const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');
const postAuthor = alias(users, 'post_author');
const commentAuthor = alias(users, 'comment_author');

/** Reports on the boards a moderator answers for, open ones first, newest first within each state. */
export async function listReports(db: Executor, options: { user: UserRow; state: 'open' | 'resolved' | 'all'; limit?: number }) {
  return db
    .select({
      report: talkReports,
      post: talkPosts,
      comment: talkComments,
      board: { id: competitions.id, isOfficial: competitions.isOfficial, title: competitions.title },
      reporterName: reporter.name,
      resolverName: resolver.name,
      postAuthorName: postAuthor.name,
      commentAuthorName: commentAuthor.name,
    })
    .from(talkReports)
    .innerJoin(talkPosts, eq(talkPosts.id, talkReports.postId))
    .leftJoin(competitions, eq(competitions.id, talkPosts.competitionId))
    .leftJoin(talkComments, eq(talkComments.id, talkReports.commentId))
    .leftJoin(reporter, eq(reporter.id, talkReports.reporterId))
    .leftJoin(resolver, eq(resolver.id, talkReports.resolvedBy))
    .leftJoin(postAuthor, eq(postAuthor.id, talkPosts.authorId))
    .leftJoin(commentAuthor, eq(commentAuthor.id, talkComments.authorId))
    .where(and(moderatedPosts(options.user), options.state === 'all' ? undefined : eq(talkReports.state, options.state)))
    .orderBy(sql`case when ${talkReports.state} = 'open' then 0 else 1 end`, desc(talkReports.id))
    .limit(options.limit ?? 200);
}

export type ReportListRow = Awaited<ReturnType<typeof listReports>>[number];
