import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { PROFILE_PAGE_SIZE, type ProfileListPage, type ProfileTalkItem, type TalkSummary } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { communityComments, communityPosts, competitions } from '../../db/schema.ts';
import { joinPost, type TalkPostRow } from '../community/post-rows.ts';
import { nameableBoard } from './visible-competitions.ts';

/** A member's posts that the viewer may see: live, not hidden (the owner sees their hidden ones), on a nameable board. */
function visiblePosts(userId: number, viewerIsOwner: boolean): SQL {
  return and(
    eq(communityPosts.board, 'talk'),
    eq(communityPosts.authorId, userId),
    isNull(communityPosts.deletedAt),
    viewerIsOwner ? undefined : isNull(communityPosts.hiddenAt),
    nameableBoard(viewerIsOwner),
  )!;
}

const commentCount = sql<number>`(select count(*)::int from ${communityComments} where ${communityComments.board} = ${communityPosts.board} and ${communityComments.postId} = ${communityPosts.id} and ${communityComments.deletedAt} is null)`;

/** Page `page` of a member's talk posts, newest or most voted first. */
export async function listTalkPosts(
  db: Executor,
  options: { userId: number; viewerIsOwner: boolean; page: number; order: 'recent' | 'popular' },
): Promise<ProfileListPage<ProfileTalkItem>> {
  const where = visiblePosts(options.userId, options.viewerIsOwner);
  const order = options.order === 'popular' ? [desc(communityPosts.voteCount), desc(communityPosts.id)] : [desc(communityPosts.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: communityPosts, isOfficial: competitions.isOfficial, commentCount })
      .from(communityPosts)
      .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
      .where(where)
      .orderBy(...order)
      .limit(PROFILE_PAGE_SIZE)
      .offset((options.page - 1) * PROFILE_PAGE_SIZE),
    db.select({ n: count() }).from(communityPosts).leftJoin(competitions, eq(competitions.id, communityPosts.competitionId)).where(where),
  ]);
  return {
    items: rows.map(({ post, isOfficial, commentCount: comments }) => ({
      tb_id: post.id,
      cpt_id: post.competitionId ?? 0,
      is_official: isOfficial ?? true,
      title: post.title,
      category: (post as TalkPostRow).category,
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
      .select({ n: count(), votes: sql<number>`coalesce(sum(${communityPosts.voteCount}), 0)::int` })
      .from(communityPosts)
      .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
      .where(visiblePosts(options.userId, options.viewerIsOwner)),
    db
      .select({ n: count() })
      .from(communityComments)
      .innerJoin(communityPosts, joinPost(communityComments))
      .leftJoin(competitions, eq(competitions.id, communityPosts.competitionId))
      .where(
        and(
          eq(communityComments.board, 'talk'),
          eq(communityComments.authorId, options.userId),
          isNull(communityComments.deletedAt),
          isNull(communityComments.hiddenAt),
          isNull(communityPosts.deletedAt),
          nameableBoard(options.viewerIsOwner),
        ),
      ),
  ]);
  return { posts: posts?.n ?? 0, votes: posts?.votes ?? 0, comments: comments?.n ?? 0 };
}
