import { and, eq, gte, isNull } from 'drizzle-orm';
import type { HeatmapDay } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { communityComments, communityPosts, submissions } from '../../db/schema.ts';
import { bucketByKstDay, heatmapStart } from './heatmap-days.ts';

/** A member's activity of the last year per day in Korea: submissions, talk posts and comments. */
export async function readHeatmap(db: Executor, options: { userId: number; now: Date }): Promise<HeatmapDay[]> {
  const since = heatmapStart(options.now);
  const [submitted, posted, commented] = await Promise.all([
    db
      .select({ at: submissions.createdAt })
      .from(submissions)
      .where(and(eq(submissions.userId, options.userId), gte(submissions.createdAt, since))),
    db
      .select({ at: communityPosts.createdAt })
      .from(communityPosts)
      .where(and(eq(communityPosts.board, 'talk'), eq(communityPosts.authorId, options.userId), isNull(communityPosts.deletedAt), gte(communityPosts.createdAt, since))),
    db
      .select({ at: communityComments.createdAt })
      .from(communityComments)
      .where(
        and(eq(communityComments.board, 'talk'), eq(communityComments.authorId, options.userId), isNull(communityComments.deletedAt), gte(communityComments.createdAt, since)),
      ),
  ]);
  return bucketByKstDay(
    [...submitted, ...posted, ...commented].map((row) => row.at),
    options.now,
  );
}
