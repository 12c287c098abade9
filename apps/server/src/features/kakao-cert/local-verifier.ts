import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { kakaoCertOutbox } from '../../db/schema.ts';
import { IdentityProviderError, type IdentityRequestState, type IdentityVerifier } from './identity-verifier.ts';

/**
 * The development stand-in for KakaoTalk: a request waits in `kakao_cert_outbox` until someone approves or refuses
 * it on /devTest, and it vouches for exactly what was asked, once, as Kakao does.
 */
export function createLocalVerifier(db: Database): IdentityVerifier {
  async function find(txId: string) {
    const [row] = await db.select().from(kakaoCertOutbox).where(eq(kakaoCertOutbox.txId, txId));
    if (!row) throw new IdentityProviderError('no such request', 'not_found');
    return row;
  }
  return {
    kind: 'local',
    async request(claim, token, expiresInSeconds) {
      const txId = `local-${randomBytes(12).toString('hex')}`;
      await db.insert(kakaoCertOutbox).values({ txId, ...claim, token, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) });
      return { txId };
    },
    async state(txId): Promise<IdentityRequestState> {
      const row = await find(txId);
      if (row.state === 'approved' || row.state === 'verified') return 'completed';
      if (row.state === 'rejected' || row.expiresAt.getTime() <= Date.now()) return 'failed';
      return 'waiting';
    },
    async verify(txId) {
      const [row] = await db
        .update(kakaoCertOutbox)
        .set({ state: 'verified' })
        .where(and(eq(kakaoCertOutbox.txId, txId), eq(kakaoCertOutbox.state, 'approved')))
        .returning();
      if (!row) throw new IdentityProviderError('the request is not approved, or was verified already');
      return { phone: row.phone, name: row.name, birthday: row.birthday, signedToken: row.token };
    },
  };
}
