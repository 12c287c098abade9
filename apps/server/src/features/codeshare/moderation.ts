import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { codePostPath } from '@madang/contracts/codeshare';
import type { Locale } from '@madang/contracts';
import type { ModerationItem, ModerationReport } from '@madang/contracts/talkboard';
import type { Database, Executor } from '../../db/client.ts';
import { codeComments, codePosts, codeReports, competitions, users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { findCompetition } from '../competitions/find-competition.ts';
import { moderatedPosts } from '../talkboard/moderation-scope.ts';
import { assertCanModerate } from '../talkboard/policy.ts';
import { excerptOf } from '../talkboard/presenter.ts';
import { findCodeComment } from './comments.ts';
import { findCodePost } from './find-post.ts';

/**
 * The code share's part of the host console's moderation: the same reports, hidden list, hide, restore and
 * resolve as for talk posts, over code posts and their comments, in the talk board's item shapes.
 */
export type CodeModerationTarget = { kind: 'code_post' | 'code_comment'; id: number };

const LIMIT = 200;
const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');
const postAuthor = alias(users, 'post_author');
const commentAuthor = alias(users, 'comment_author');
const boardColumns = { id: competitions.id, isOfficial: competitions.isOfficial, title: competitions.title };
type Board = { id: number | null; isOfficial: boolean | null; title: { ko: string; en: string } | null } | null;
type Post = typeof codePosts.$inferSelect;
type Comment = typeof codeComments.$inferSelect;

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function presentCodeModerationItem(input: { post: Post; comment: Comment | null; board: Board; authorName: string | null; locale: Locale }): ModerationItem {
  const { post, comment, board } = input;
  const item = comment ?? { id: null, body: post.title, authorId: post.authorId, hiddenAt: post.hiddenAt, hiddenReason: post.hiddenReason };
  const link = board && board.id !== null ? { id: board.id, isOfficial: !!board.isOfficial } : null;
  return {
    kind: comment ? 'code_comment' : 'code_post',
    tb_id: post.id,
    reply_id: comment?.id ?? null,
    cpt_id: post.competitionId ?? 0,
    board_title: board?.title ? board.title[input.locale] || board.title.ko : null,
    link: codePostPath(post.id, link),
    excerpt: excerptOf(item.body, 200),
    author: person(item.authorId, input.authorName),
    hidden: item.hiddenAt !== null,
    hidden_reason: item.hiddenAt ? item.hiddenReason : null,
  };
}

/** Reports on the code boards a moderator answers for, as the console lists them. */
export async function listCodeReports(db: Executor, options: { user: UserRow; state: 'open' | 'resolved' | 'all'; locale: Locale }): Promise<ModerationReport[]> {
  const rows = await db
    .select({
      report: codeReports,
      post: codePosts,
      comment: codeComments,
      board: boardColumns,
      reporterName: reporter.name,
      resolverName: resolver.name,
      postAuthorName: postAuthor.name,
      commentAuthorName: commentAuthor.name,
    })
    .from(codeReports)
    .innerJoin(codePosts, eq(codePosts.id, codeReports.postId))
    .leftJoin(competitions, eq(competitions.id, codePosts.competitionId))
    .leftJoin(codeComments, eq(codeComments.id, codeReports.commentId))
    .leftJoin(reporter, eq(reporter.id, codeReports.reporterId))
    .leftJoin(resolver, eq(resolver.id, codeReports.resolvedBy))
    .leftJoin(postAuthor, eq(postAuthor.id, codePosts.authorId))
    .leftJoin(commentAuthor, eq(commentAuthor.id, codeComments.authorId))
    .where(and(moderatedPosts(options.user), options.state === 'all' ? undefined : eq(codeReports.state, options.state)))
    .orderBy(sql`case when ${codeReports.state} = 'open' then 0 else 1 end`, desc(codeReports.id))
    .limit(LIMIT);
  return rows.map((row) => ({
    id: row.report.id,
    reason: row.report.reason,
    text: row.report.text,
    state: row.report.state,
    reporter: person(row.report.reporterId, row.reporterName),
    resolver: person(row.report.resolvedBy, row.resolverName),
    c_time: row.report.createdAt.toISOString(),
    resolved_time: row.report.resolvedAt?.toISOString() ?? null,
    item: presentCodeModerationItem({
      post: row.post,
      comment: row.comment,
      board: row.board,
      authorName: row.comment ? row.commentAuthorName : row.postAuthorName,
      locale: options.locale,
    }),
  }));
}

/** Hidden code posts and comments on the boards a moderator answers for, most recently hidden first. */
export async function listHiddenCode(db: Executor, options: { user: UserRow; locale: Locale }): Promise<ModerationItem[]> {
  const scope = moderatedPosts(options.user);
  const [posts, comments] = await Promise.all([
    db
      .select({ post: codePosts, board: boardColumns, authorName: users.name })
      .from(codePosts)
      .leftJoin(competitions, eq(competitions.id, codePosts.competitionId))
      .leftJoin(users, eq(users.id, codePosts.authorId))
      .where(and(scope, isNotNull(codePosts.hiddenAt), isNull(codePosts.deletedAt)))
      .orderBy(desc(codePosts.hiddenAt))
      .limit(LIMIT),
    db
      .select({ comment: codeComments, post: codePosts, board: boardColumns, authorName: users.name })
      .from(codeComments)
      .innerJoin(codePosts, eq(codePosts.id, codeComments.postId))
      .leftJoin(competitions, eq(competitions.id, codePosts.competitionId))
      .leftJoin(users, eq(users.id, codeComments.authorId))
      .where(and(scope, isNotNull(codeComments.hiddenAt), isNull(codeComments.deletedAt), isNull(codePosts.deletedAt)))
      .orderBy(desc(codeComments.hiddenAt))
      .limit(LIMIT),
  ]);
  return [
    ...posts.map((row) => presentCodeModerationItem({ ...row, comment: null, locale: options.locale })),
    ...comments.map((row) => presentCodeModerationItem({ ...row, locale: options.locale })),
  ];
}

/** Hides (with the reason its author will read) or restores a code post or comment; hiding resolves its open reports too. */
export async function setCodeHidden(db: Database, options: { user: UserRow; target: CodeModerationTarget; hide: boolean; reason?: string }) {
  const { user, target } = options;
  const comment = target.kind === 'code_comment' ? await findCodeComment(db, { id: target.id }) : null;
  const post = await findCodePost(db, comment ? comment.postId : target.id);
  assertCanModerate(post.competitionId ? await findCompetition(db, post.competitionId) : null, user);
  const now = new Date();
  const values = options.hide ? { hiddenAt: now, hiddenBy: user.id, hiddenReason: options.reason ?? '' } : { hiddenAt: null, hiddenBy: null, hiddenReason: null };
  await db.transaction(async (tx) => {
    if (comment) await tx.update(codeComments).set(values).where(eq(codeComments.id, comment.id));
    else await tx.update(codePosts).set(values).where(eq(codePosts.id, post.id));
    if (!options.hide) return;
    const item = comment ? eq(codeReports.commentId, comment.id) : and(eq(codeReports.postId, post.id), isNull(codeReports.commentId));
    await tx.update(codeReports).set({ state: 'resolved', resolvedBy: user.id, resolvedAt: now }).where(and(item, eq(codeReports.state, 'open')));
  });
}

/** Marks a code report handled, the item kept as it is. */
export async function resolveCodeReport(db: Executor, options: { user: UserRow; reportId: number }) {
  const [row] = await db
    .select({ id: codeReports.id, competitionId: codePosts.competitionId })
    .from(codeReports)
    .innerJoin(codePosts, eq(codePosts.id, codeReports.postId))
    .where(eq(codeReports.id, options.reportId))
    .limit(1);
  if (!row) throw notFound('not_found');
  assertCanModerate(row.competitionId ? await findCompetition(db, row.competitionId) : null, options.user);
  await db.update(codeReports).set({ state: 'resolved', resolvedBy: options.user.id, resolvedAt: new Date() }).where(eq(codeReports.id, row.id));
}

/** Talk and code reports in one list: open ones first, newest first within each state. */
export function mergeReports(...lists: ModerationReport[][]): ModerationReport[] {
  const rank = (report: ModerationReport) => (report.state === 'open' ? 0 : 1);
  return lists.flat().sort((a, b) => rank(a) - rank(b) || b.c_time.localeCompare(a.c_time));
}
