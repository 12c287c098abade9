import { eq, sql, type SQL } from 'drizzle-orm';
import { competitions } from '../../db/schema.ts';
import type { UserRow } from '../accounts/sessions.ts';

/**
 * The posts a moderator answers for, as a condition over `community_posts` left-joined to `competitions`:
 * an admin every board (the forum included), a host their own competitions' boards, anyone else none
 * (a host demoted to member keeps no scope over the competitions they created).
 */
export function moderatedPosts(user: UserRow): SQL | undefined {
  if (user.role === 'admin') return undefined;
  if (user.role !== 'host') return sql`false`;
  return eq(competitions.hostUserId, user.id);
}
