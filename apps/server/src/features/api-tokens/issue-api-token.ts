import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { API_TOKEN_PREFIX, API_TOKENS_PER_USER } from '@madang/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { apiTokens } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { hashOpaqueToken } from '../accounts/secrets.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

async function insertToken(db: Executor, userId: number, name: string): Promise<{ token: string; row: ApiTokenRow }> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name, tokenHash: hashOpaqueToken(token), prefix: token.slice(0, API_TOKEN_PREFIX.length + 6) })
    .returning();
  return { token, row: row! };
}

/** Makes a new token; the caller shows it once, since only its hash is kept. */
export async function createApiToken(db: Database, userId: number, name: string) {
  return db.transaction(async (tx) => {
    const [active] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
    if ((active?.n ?? 0) >= API_TOKENS_PER_USER) throw conflict('token_limit', { params: { max: API_TOKENS_PER_USER } });
    return insertToken(tx, userId, name);
  });
}

/** Revokes a token of the user's; it stops working on the next request. */
export async function revokeApiToken(db: Executor, userId: number, id: number): Promise<ApiTokenRow> {
  const [revoked] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning();
  if (!revoked) throw notFound();
  return revoked;
}

/** Revokes every live token of a user: a new password means whoever knew the old one may have made tokens. */
export async function revokeUserApiTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

/** Replaces a token by a new one with the same name, in one step. */
export async function reissueApiToken(db: Database, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const revoked = await revokeApiToken(tx, userId, id);
    return insertToken(tx, userId, revoked.name);
  });
}
