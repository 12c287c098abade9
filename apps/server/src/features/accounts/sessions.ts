import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { SESSION_TTL_SECONDS } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import type { SessionLookup } from '../../http/authenticate.ts';
import { sessions, users } from '../../db/schema.ts';
import { createOpaqueToken, hashOpaqueToken } from './secrets.ts';

export type UserRow = typeof users.$inferSelect;

export async function createSession(db: Executor, userId: number): Promise<string> {
  const { token, tokenHash } = createOpaqueToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
  return token;
}

export async function findSessionUser(db: Executor, token: string): Promise<SessionLookup> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashOpaqueToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.user.withdrawnAt) return { state: 'stale' };
  return { state: 'user', user: row.user };
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashOpaqueToken(token)));
}

export async function deleteUserSessions(db: Executor, userId: number, options: { except?: string } = {}): Promise<void> {
  const keep = options.except ? ne(sessions.tokenHash, hashOpaqueToken(options.except)) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
}

/** Deletes the sessions that expired before `now`: lookups ignore them already, this keeps the table small. */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
