import { forbidden } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Membership } from '../competitions/membership.ts';
import { phaseOf } from '../competitions/schedule.ts';

type MemberTeam = NonNullable<Membership['team']>;

/** Teams form until the merge deadline, or until the end when the host set none. */
export function mergeDeadlineOf(competition: CompetitionRow): Date {
  return competition.teamMergeDeadline ?? competition.endsAt;
}

/** Invites, merges, exits and removals: only while the competition runs and before the merge deadline. */
export function isMergeOpen(competition: CompetitionRow, now: Date): boolean {
  const phase = phaseOf(competition, now);
  return (phase === 'open' || phase === 'upcoming') && now < mergeDeadlineOf(competition);
}

export function assertMergeOpen(competition: CompetitionRow, now: Date): void {
  if (!isMergeOpen(competition, now)) throw forbidden('merge_deadline_passed');
}

export function assertInTeam(membership: Membership): MemberTeam {
  if (!membership.team) throw forbidden('join_required');
  return membership.team;
}

/** The leader's actions: name, leader transfer, invites, exit decisions, removals, the final choice. */
export function assertLeader(membership: Membership): MemberTeam {
  const team = assertInTeam(membership);
  if (team.leaderUserId !== membership.userId) throw forbidden('not_team_leader');
  return team;
}

/** Name changes and leader transfers stay possible until the competition ends. */
export function assertTeamEditable(competition: CompetitionRow, now: Date): void {
  const phase = phaseOf(competition, now);
  if (phase === 'ended' || phase === 'closed') throw forbidden('submissions_closed');
}
