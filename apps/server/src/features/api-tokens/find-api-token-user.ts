import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiTokens, users } from '../../db/schema.ts';
import { hashOpaqueToken } from '../accounts/secrets.ts';
import type { UserRow } from '../accounts/sessions.ts';

/** The owner of a live token, noting its use; revoked tokens and withdrawn owners get nothing. */
export async function findApiTokenUser(db: Database, token: string): Promise<{ user: UserRow; tokenId: number } | undefined> {
  const [row] = await db
    .select({ user: users, tokenId: apiTokens.id })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashOpaqueToken(token)), isNull(apiTokens.revokedAt), isNull(users.withdrawnAt)))
    .limit(1);
  if (!row) return undefined;
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.tokenId));
  return row;
}
