import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { PROFILE_PAGE_SIZE, type ProfileListPage, type ProfileTalkItem, type TalkSummary } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { competitions, talkComments, talkPosts } from '../../db/schema.ts';
import { nameableBoard } from './visible-competitions.ts';

/** A member's posts that the viewer may see: live, not hidden (the owner sees their hidden ones), on a nameable board. */
function visiblePosts(userId: number, viewerIsOwner: boolean): SQL {
  return and(eq(talkPosts.authorId, userId), isNull(talkPosts.deletedAt), viewerIsOwner ? undefined : isNull(talkPosts.hiddenAt), nameableBoard(viewerIsOwner))!;
}

const commentCount = sql<number>`(select count(*)::int from ${talkComments} where ${talkComments.postId} = ${talkPosts.id} and ${talkComments.deletedAt} is null)`;

/** Page `page` of a member's talk posts, newest or most voted first. */
export async function listTalkPosts(
  db: Executor,
  options: { userId: number; viewerIsOwner: boolean; page: number; order: 'recent' | 'popular' },
): Promise<ProfileListPage<ProfileTalkItem>> {
  const where = visiblePosts(options.userId, options.viewerIsOwner);
  const order = options.order === 'popular' ? [desc(talkPosts.voteCount), desc(talkPosts.id)] : [desc(talkPosts.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: talkPosts, isOfficial: competitions.isOfficial, commentCount })
      .from(talkPosts)
      .leftJoin(competitions, eq(competitions.id, talkPosts.competitionId))
      .where(where)
      .orderBy(...order)
      .limit(PROFILE_PAGE_SIZE)
      .offset((options.page - 1) * PROFILE_PAGE_SIZE),
    db.select({ n: count() }).from(talkPosts).leftJoin(competitions, eq(competitions.id, talkPosts.competitionId)).where(where),
  ]);
  return {
    items: rows.map(({ post, isOfficial, commentCount: comments }) => ({
      tb_id: post.id,
      cpt_id: post.competitionId ?? 0,
      is_official: isOfficial ?? true,
      title: post.title,
      category: post.category,
      vote_count: post.voteCount,
      comment_count: comments,
      view_count: post.viewCount,
      created_at: post.createdAt.toISOString(),
    })),
    page: options.page,
    page_size: PROFILE_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}

/** How many posts a member wrote, the votes they received, and the comments they wrote. */
export async function summarizeTalk(db: Executor, options: { userId: number; viewerIsOwner: boolean }): Promise<TalkSummary> {
  const [[posts], [comments]] = await Promise.all([
    db
      .select({ n: count(), votes: sql<number>`coalesce(sum(${talkPosts.voteCount}), 0)::int` })
      .from(talkPosts)
      .leftJoin(competitions, eq(competitions.id, talkPosts.competitionId))
      .where(visiblePosts(options.userId, options.viewerIsOwner)),
    db
      .select({ n: count() })
      .from(talkComments)
      .innerJoin(talkPosts, eq(talkPosts.id, talkComments.postId))
      .leftJoin(competitions, eq(competitions.id, talkPosts.competitionId))
      .where(
        and(
          eq(talkComments.authorId, options.userId),
          isNull(talkComments.deletedAt),
          isNull(talkComments.hiddenAt),
          isNull(talkPosts.deletedAt),
          nameableBoard(options.viewerIsOwner),
        ),
      ),
  ]);
  return { posts: posts?.n ?? 0, votes: posts?.votes ?? 0, comments: comments?.n ?? 0 };
}
