import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { socialLoginTickets } from '../../db/schema.ts';
import { createOpaqueToken, hashOpaqueToken } from './secrets.ts';

export type TicketKind = (typeof socialLoginTickets.$inferSelect)['kind'];

/** Stores a one-time secret with its payload and returns the secret, which is only kept as its hash. */
export async function issueTicket(db: Executor, kind: TicketKind, payload: Record<string, unknown>, ttlMs: number): Promise<string> {
  const { token, tokenHash } = createOpaqueToken();
  await db.insert(socialLoginTickets).values({ kind, tokenHash, payload, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Marks a live ticket used and returns its payload; a second use, an expired ticket or another kind gives undefined. */
export async function consumeTicket<T>(db: Executor, kind: TicketKind, token: string): Promise<T | undefined> {
  const [row] = await db
    .update(socialLoginTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(socialLoginTickets.tokenHash, hashOpaqueToken(token)),
        eq(socialLoginTickets.kind, kind),
        isNull(socialLoginTickets.usedAt),
        gt(socialLoginTickets.expiresAt, new Date()),
      ),
    )
    .returning({ payload: socialLoginTickets.payload });
  return row?.payload as T | undefined;
}
