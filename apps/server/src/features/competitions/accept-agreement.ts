import type { Executor } from '../../db/client.ts';
import { competitionAgreements } from '../../db/schema.ts';

/** Records that a member accepted the competition's rules; accepting twice keeps the first time. */
export async function acceptAgreement(db: Executor, options: { competitionId: number; userId: number }): Promise<void> {
  await db.insert(competitionAgreements).values(options).onConflictDoNothing();
}
