import { eq, type SQL } from 'drizzle-orm';
import { competitions } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';

/**
 * The posts a moderator answers for, as a condition over `talk_posts` left-joined to `competitions`:
 * an admin every board (the forum included), a host their own competitions' boards.
 */
export function moderatedPosts(user: UserRow): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return eq(competitions.hostUserId, user.id);
}
