import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitions, talkComments, talkPosts, users } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { moderatedPosts } from './moderation-scope.ts';

const LIMIT = 200;

/** Hidden posts and comments on the boards a moderator answers for, most recently hidden first. */
export async function listHiddenItems(db: Executor, options: { user: UserRow }) {
  const scope = moderatedPosts(options.user);
  const board = { id: competitions.id, isOfficial: competitions.isOfficial, title: competitions.title };
  const [posts, comments] = await Promise.all([
    db
      .select({ post: talkPosts, board, authorName: users.name })
      .from(talkPosts)
      .leftJoin(competitions, eq(competitions.id, talkPosts.competitionId))
      .leftJoin(users, eq(users.id, talkPosts.authorId))
      .where(and(scope, isNotNull(talkPosts.hiddenAt), isNull(talkPosts.deletedAt)))
      .orderBy(desc(talkPosts.hiddenAt))
      .limit(LIMIT),
    db
      .select({ comment: talkComments, post: talkPosts, board, authorName: users.name })
      .from(talkComments)
      .innerJoin(talkPosts, eq(talkPosts.id, talkComments.postId))
      .leftJoin(competitions, eq(competitions.id, talkPosts.competitionId))
      .leftJoin(users, eq(users.id, talkComments.authorId))
      .where(and(scope, isNotNull(talkComments.hiddenAt), isNull(talkComments.deletedAt), isNull(talkPosts.deletedAt)))
      .orderBy(desc(talkComments.hiddenAt))
      .limit(LIMIT),
  ]);
  return { posts, comments };
}
