import { and, asc, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { codePosts } from '../../db/schema.ts';
import type { CodePostRow } from './find-post.ts';

/** The posts just before and after one on its board (spec: getAdjacentCodePosts), among those the viewer may see. */
export async function findAdjacentCodePosts(db: Executor, options: { post: CodePostRow; viewerId: number | null }) {
  const { post } = options;
  const board = post.competitionId === null ? isNull(codePosts.competitionId) : eq(codePosts.competitionId, post.competitionId);
  const visible = options.viewerId === null ? isNull(codePosts.hiddenAt) : or(isNull(codePosts.hiddenAt), eq(codePosts.authorId, options.viewerId));
  const base = and(board, isNull(codePosts.deletedAt), visible);
  const columns = { cs_id: codePosts.id, title: codePosts.title };
  const [[prev], [next]] = await Promise.all([
    db.select(columns).from(codePosts).where(and(base, lt(codePosts.id, post.id))).orderBy(desc(codePosts.id)).limit(1),
    db.select(columns).from(codePosts).where(and(base, gt(codePosts.id, post.id))).orderBy(asc(codePosts.id)).limit(1),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}
