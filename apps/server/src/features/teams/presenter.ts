import type { ExitRequest, Invitation, PublicTeam, TeamInfo } from '@madang/contracts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { listExitRequests } from './exit-requests.ts';
import { isMergeOpen, mergeDeadlineOf } from './policy.ts';
import type { listInvitations, readTeam } from './read-team.ts';

type TeamView = Awaited<ReturnType<typeof readTeam>>;
type ExitRow = Awaited<ReturnType<typeof listExitRequests>>[number];

export function presentExitRequest(row: ExitRow): ExitRequest {
  return { user_id: row.userId, name: row.name, state: row.state, created_at: row.createdAt.toISOString() };
}

/** The member's own team: names, affiliations and submission counts, never e-mails. */
export function presentTeamInfo(competition: CompetitionRow, team: TeamView, options: { userId: number; myExitRequest: ExitRow | undefined; now: Date }): TeamInfo {
  const members = team.roster.map((m) => ({
    user_id: m.userId,
    name: m.name,
    is_leader: m.userId === team.leaderUserId,
    affiliation: m.affiliation,
    submission_count: m.submissionCount,
    joined_at: m.joinedAt.toISOString(),
  }));
  return {
    team_id: team.id,
    team_name: team.name,
    leader_id: team.leaderUserId,
    is_leader: team.leaderUserId === options.userId,
    members,
    submission_count: team.submissionCount,
    team_size_max: competition.teamSizeMax,
    affiliation_rule: competition.affiliationRule,
    merge_deadline: mergeDeadlineOf(competition).toISOString(),
    merge_open: isMergeOpen(competition, options.now),
    my_exit_request: options.myExitRequest ? presentExitRequest(options.myExitRequest) : null,
  };
}

export function presentPublicTeam(team: TeamView): PublicTeam {
  return {
    team_id: team.id,
    team_name: team.name,
    leader_name: team.roster.find((m) => m.userId === team.leaderUserId)?.name ?? '',
    members: team.roster.map((m) => ({ user_id: m.userId, name: m.name })),
  };
}

export function presentInvitation(row: Awaited<ReturnType<typeof listInvitations>>[number]): Invitation {
  return {
    id: row.id,
    team_id: row.teamId,
    team_name: row.teamName,
    inviter_name: row.inviterName,
    invitee_id: row.inviteeId,
    invitee_name: row.inviteeName,
    state: row.state,
    created_at: row.createdAt.toISOString(),
  };
}
