import { and, eq, gte, isNull } from 'drizzle-orm';
import type { HeatmapDay } from '@madang/contracts/profiles';
import type { Executor } from '../../db/client.ts';
import { submissions, talkComments, talkPosts } from '../../db/schema.ts';
import { bucketByKstDay, heatmapStart } from './heatmap-days.ts';

/** A member's activity of the last year per day in Korea: submissions, talk posts and comments. */
export async function readHeatmap(db: Executor, options: { userId: number; now: Date }): Promise<HeatmapDay[]> {
  const since = heatmapStart(options.now);
  const [submitted, posted, commented] = await Promise.all([
    db.select({ at: submissions.createdAt }).from(submissions).where(and(eq(submissions.userId, options.userId), gte(submissions.createdAt, since))),
    db
      .select({ at: talkPosts.createdAt })
      .from(talkPosts)
      .where(and(eq(talkPosts.authorId, options.userId), isNull(talkPosts.deletedAt), gte(talkPosts.createdAt, since))),
    db
      .select({ at: talkComments.createdAt })
      .from(talkComments)
      .where(and(eq(talkComments.authorId, options.userId), isNull(talkComments.deletedAt), gte(talkComments.createdAt, since))),
  ]);
  return bucketByKstDay([...submitted, ...posted, ...commented].map((row) => row.at), options.now);
}
