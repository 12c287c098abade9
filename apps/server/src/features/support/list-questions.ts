import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { SUPPORT_PAGE_SIZE, type SupportListQuery, type SupportView } from '@madang/contracts/support';
import type { Executor } from '../../db/client.ts';
import { communityComments, communityPosts, teamMembers, users } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import { visibleOnBoard } from '../community/visible-posts.ts';

const liveComments = sql`${communityComments.board} = 'support' and ${communityComments.postId} = ${communityPosts.id} and ${communityComments.deletedAt} is null`;

/** A question some host has answered (a live comment of theirs under it). */
export const isAnswered = sql<boolean>`exists (select 1 from ${communityComments} where ${liveComments} and ${communityComments.hostAnswer})`;

const questionColumns = {
  post: communityPosts,
  authorName: users.name,
  answered: isAnswered,
  commentCount: sql<number>`(select count(*)::int from ${communityComments} where ${liveComments})`,
};

type Viewer = { userId: number | null; teamId: number | null; manages: boolean };

/**
 * Which questions a list shows: `ours` the viewer's and their team's (a teammate's question follows the
 * teammate), `faq` the published ones, `all` every question, for the competition's hosts only.
 */
function inView(view: SupportView, viewer: Viewer): SQL {
  if (view === 'faq') return isNotNull(communityPosts.faqAt);
  if (view === 'all') {
    if (!viewer.manages) throw forbidden('host_only');
    return sql`true`;
  }
  if (viewer.userId === null) return sql`false`;
  if (viewer.teamId === null) return eq(communityPosts.authorId, viewer.userId);
  return inArray(communityPosts.authorId, sql`(select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} = ${viewer.teamId})`);
}

/** One page of a competition's support questions for a viewer, the newest first (FAQ by when they were published). */
export async function listQuestions(db: Executor, options: { competitionId: number; query: SupportListQuery & { view: SupportView }; viewer: Viewer }) {
  const { query, viewer } = options;
  const where = and(
    visibleOnBoard('support', options.competitionId, { userId: viewer.userId, moderator: viewer.manages }),
    inView(query.view, viewer),
    query.unanswered === '1' ? sql`not ${isAnswered}` : undefined,
  );
  const order = query.view === 'faq' ? [desc(communityPosts.faqAt), desc(communityPosts.id)] : [desc(communityPosts.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select(questionColumns)
      .from(communityPosts)
      .leftJoin(users, eq(users.id, communityPosts.authorId))
      .where(where)
      .orderBy(...order)
      .limit(SUPPORT_PAGE_SIZE)
      .offset((query.page - 1) * SUPPORT_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(communityPosts).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type QuestionListRow = Awaited<ReturnType<typeof listQuestions>>['rows'][number];

/** One question's line: what its list shows, read for its page. */
export async function readQuestionLine(db: Executor, id: number): Promise<QuestionListRow> {
  const [row] = await db
    .select(questionColumns)
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorId))
    .where(and(eq(communityPosts.board, 'support'), eq(communityPosts.id, id)));
  return row!;
}
