import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { submissions, teamInvitations, teamMembers, teams } from '../../db/schema.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { assertMergeOpen } from './policy.ts';
import { findUserTeam, lockTeams, readTeamLoad } from './roster.ts';

/**
 * Refuses a merge of these teams that would break a rule: the size limit, one affiliation where the
 * competition asks for it, and the submission limits (all-time and today) counted over both teams.
 */
export async function assertMergeFits(db: Executor, options: { competition: CompetitionRow; teamIds: number[]; now: Date }): Promise<void> {
  const { competition } = options;
  const load = await readTeamLoad(db, options.teamIds, options.now);
  if (load.memberCount > competition.teamSizeMax) throw conflict('team_full', { params: { max: competition.teamSizeMax } });
  if (competition.affiliationRule === 'same' && load.affiliations.size > 1) throw conflict('affiliation_mismatch');
  if (competition.totalLimit !== null && load.total > competition.totalLimit) {
    throw conflict('merge_submission_limit', { params: { limit: competition.totalLimit } });
  }
  if (load.today > competition.dailyLimit) throw conflict('merge_daily_limit', { params: { limit: competition.dailyLimit } });
}

/**
 * Moves the user's team (members, submissions and scores) into the target team, inside the caller's
 * transaction. Both teams are locked first; the user's team is read again after the locks, so a merge
 * that won a race is seen and this one is refused.
 */
export async function mergeUserTeamInto(
  tx: Executor,
  options: {
    competition: CompetitionRow;
    userId: number;
    targetTeamId: number;
    now: Date;
    /** Runs right after the team locks: other row locks are taken only then, so every merge locks in one order. */
    claim?: () => Promise<void>;
  },
) {
  const { competition, userId, targetTeamId, now } = options;
  assertMergeOpen(competition, now);
  const before = await findUserTeam(tx, competition.id, userId);
  if (!before) throw forbidden('join_required');
  const locked = await lockTeams(tx, [before.id, targetTeamId]);
  await options.claim?.();
  if (!locked.has(targetTeamId)) throw conflict('invitation_closed');
  const source = await findUserTeam(tx, competition.id, userId);
  if (!source) throw forbidden('join_required');
  if (source.id === targetTeamId) throw conflict('already_member');
  // A member of someone else's team cannot bring that team along; only its leader can.
  if (source.id !== before.id || source.leaderUserId !== userId) throw conflict('already_in_team');
  const [target] = await tx.select({ disqualifiedAt: teams.disqualifiedAt }).from(teams).where(eq(teams.id, targetTeamId));
  if (source.disqualifiedAt || target?.disqualifiedAt) throw forbidden('team_disqualified');
  await assertMergeFits(tx, { competition, teamIds: [source.id, targetTeamId], now });

  // The merged team may hold one sample submission and `finalLimit` final choices; the target's stand.
  const [[targetSample], [targetFinals], [sourceFinals]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.teamId, targetTeamId), eq(submissions.isSample, true))),
    tx
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.teamId, targetTeamId), eq(submissions.isFinal, true))),
    tx
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.teamId, source.id), eq(submissions.isFinal, true))),
  ]);
  if ((targetSample?.n ?? 0) > 0) {
    await tx
      .update(submissions)
      .set({ isSample: false })
      .where(and(eq(submissions.teamId, source.id), eq(submissions.isSample, true)));
  }
  if ((targetFinals?.n ?? 0) + (sourceFinals?.n ?? 0) > competition.finalLimit) {
    await tx
      .update(submissions)
      .set({ isFinal: false })
      .where(and(eq(submissions.teamId, source.id), eq(submissions.isFinal, true)));
  }
  await tx.update(submissions).set({ teamId: targetTeamId }).where(eq(submissions.teamId, source.id));
  const moved = await tx.update(teamMembers).set({ teamId: targetTeamId }).where(eq(teamMembers.teamId, source.id)).returning({ userId: teamMembers.userId });
  // Other invitations to the people who just joined are moot now.
  await tx
    .update(teamInvitations)
    .set({ state: 'canceled', answeredAt: now })
    .where(
      and(
        eq(teamInvitations.competitionId, competition.id),
        inArray(
          teamInvitations.inviteeUserId,
          moved.map((m) => m.userId),
        ),
        eq(teamInvitations.state, 'sent'),
      ),
    );
  await tx.delete(teams).where(eq(teams.id, source.id));
  return { sourceTeamId: source.id };
}
