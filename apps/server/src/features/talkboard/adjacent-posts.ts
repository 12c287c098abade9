import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { TalkCategory } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { talkPosts } from '../../db/schema.ts';
import type { TalkPostRow } from './find-post.ts';
import { visibleOnBoard } from './list-posts.ts';

/** The previous (older) and next (newer) posts of the same board the viewer may see, optionally in one category. */
export async function findAdjacentPosts(
  db: Executor,
  options: { post: TalkPostRow; category?: TalkCategory; userId: number | null; moderator: boolean },
) {
  const base = and(visibleOnBoard(options.post.competitionId, options), options.category ? eq(talkPosts.category, options.category) : undefined);
  const columns = { id: talkPosts.id, title: talkPosts.title };
  const [[prev], [next]] = await Promise.all([
    db.select(columns).from(talkPosts).where(and(base, lt(talkPosts.id, options.post.id))).orderBy(desc(talkPosts.id)).limit(1),
    db.select(columns).from(talkPosts).where(and(base, gt(talkPosts.id, options.post.id))).orderBy(asc(talkPosts.id)).limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}
