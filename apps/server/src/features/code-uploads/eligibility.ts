import { and, eq } from 'drizzle-orm';
import type { CodeUploadRefusal } from '@madang/contracts/code-uploads';
import type { Executor } from '../../db/client.ts';
import { competitionResults } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Membership } from '../competitions/membership.ts';
import { prizeRanksOf } from '../leaderboards/prize-ranks.ts';

export interface Eligibility {
  canUpload: boolean;
  reason: CodeUploadRefusal | null;
  rank: number | null;
  prizePlaces: number;
}

/** How many places win a prize: the highest rank the competition's prizes name (none: no team is asked for code). */
export const prizePlacesOf = (competition: CompetitionRow) => Math.max(0, ...competition.prizes.map((prize) => prize.rank));

/**
 * Whether a member's team uploads its code for verification: once the competition has closed, the teams whose
 * final rank (the private board the close recorded) is one the prizes name.
 */
export async function checkEligibility(db: Executor, competition: CompetitionRow, membership: Membership): Promise<Eligibility> {
  const prizePlaces = prizePlacesOf(competition);
  if (!membership.team) return { canUpload: false, reason: 'no_team', rank: null, prizePlaces };
  if (competition.status !== 'closed') return { canUpload: false, reason: 'not_closed', rank: null, prizePlaces };
  const [result] = await db
    .select({ rank: competitionResults.rank })
    .from(competitionResults)
    .where(and(eq(competitionResults.competitionId, competition.id), eq(competitionResults.teamId, membership.team.id)))
    .limit(1);
  const rank = result?.rank ?? null;
  const winner = rank !== null && prizeRanksOf(competition).includes(rank);
  return { canUpload: winner, reason: winner ? null : 'not_winner', rank, prizePlaces };
}

const refusals = { no_team: 'code_upload_not_winner', not_closed: 'code_upload_not_closed', not_winner: 'code_upload_not_winner' } as const;

export function assertEligible(eligibility: Eligibility): void {
  if (eligibility.reason) throw forbidden(refusals[eligibility.reason]);
}
