import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExitRequest, Invitation, InviteLink, InviteLinkPreview, MemberSearchResult, TeamInfo } from '@madang/contracts';
import { api, type Envelope } from '../../lib/api/client.ts';
import { useSession } from '../session/use-session.ts';

/** Team answers live under the competition's keys, so a change to the team refreshes every tab. */
const teamKey = (id: number, userId: number, part: string) => ['competition', id, 'team', part, userId] as const;

const data = <T>(body: Envelope<T>) => body.data;

export function useTeamInfo(id: number, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: teamKey(id, user?.id ?? 0, 'info'),
    queryFn: ({ signal }) => api.get<Envelope<TeamInfo>>('/api/competition/team_info', { cpt_id: id }, signal),
    select: data,
    enabled,
  });
}

export function useIncomingInvitations(id: number, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: teamKey(id, user?.id ?? 0, 'incoming'),
    queryFn: ({ signal }) => api.get<Envelope<Invitation[]>>('/api/competition/new_invite_state_accept', { cpt_id: id }, signal),
    select: data,
    enabled,
  });
}

export function useSentInvitations(id: number, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: teamKey(id, user?.id ?? 0, 'sent'),
    queryFn: ({ signal }) => api.get<Envelope<Invitation[]>>('/api/competition/new_invite_state_send', { cpt_id: id }, signal),
    select: data,
    enabled,
  });
}

/** Participants outside the team whose nickname starts with what the leader typed (at most 10). */
export function useMemberSearch(id: number, typed: string, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: teamKey(id, user?.id ?? 0, `search:${typed}`),
    queryFn: ({ signal }) => api.get<Envelope<MemberSearchResult[]>>('/api/v1/teams/member-search', { cpt_id: id, q: typed }, signal),
    select: data,
    enabled: enabled && typed.length > 0,
    staleTime: 30_000,
  });
}

export function useExitRequests(id: number, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: teamKey(id, user?.id ?? 0, 'exits'),
    queryFn: ({ signal }) => api.get<Envelope<ExitRequest[]>>('/api/team/member/exit/list', { cpt_id: id }, signal),
    select: data,
    enabled,
  });
}

export function useInviteLink(id: number, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: teamKey(id, user?.id ?? 0, 'link'),
    queryFn: ({ signal }) => api.get<Envelope<InviteLink | null>>('/api/v1/teams/invite-link', { cpt_id: id }, signal),
    select: data,
    enabled,
  });
}

export function useInviteLinkPreview(token: string | null) {
  return useQuery({
    queryKey: ['team-link', token],
    queryFn: ({ signal }) => api.get<Envelope<InviteLinkPreview>>('/api/v1/teams/invite-link/preview', { token: token ?? '' }, signal),
    select: data,
    enabled: token !== null,
    retry: false,
  });
}

/** Whether a name is free for the member's team: the spec's two calls, asked together. */
export async function checkTeamName(id: number, name: string): Promise<boolean> {
  const query = { cpt_id: id, team_name: name };
  const [inCompetition, checked] = await Promise.all([
    api.get<Envelope<{ exists: boolean }>>('/api/competition/is_team_name_in_cpt', query),
    api.get<Envelope<{ available: boolean }>>('/api/competition/check_team_name', query),
  ]);
  // Taken means another team holds it; the member's own current name stays available.
  return !inCompetition.data.exists || checked.data.available;
}

/** One mutation of the team: on success every answer about the competition is asked again. */
function useTeamMutation<V>(call: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'competition' && query.queryKey[1] !== 'list' }),
  });
}

export function useTeamActions(id: number) {
  const body = (extra: Record<string, unknown> = {}) => ({ cpt_id: id, ...extra });
  return {
    invite: useTeamMutation((nickname: string) => api.post('/api/competition/new_invite_new', body({ nickname }))),
    cancelInvite: useTeamMutation((invitationId: number) => api.post('/api/v1/teams/invitations/cancel', body({ invitation_id: invitationId }))),
    accept: useTeamMutation((teamId: number) => api.post('/api/competition/new_accept_invite', body({ invite_team_id: teamId }))),
    decline: useTeamMutation((teamId: number) => api.post('/api/competition/new_decline_invite', body({ invite_team_id: teamId }))),
    rename: useTeamMutation((name: string) => api.post('/api/competition/change_team_name', body({ team_name: name }))),
    makeLeader: useTeamMutation((userId: number) => api.post('/api/competition/change_leader', body({ user_id: userId }))),
    remove: useTeamMutation((userId: number) => api.post('/api/v1/teams/remove-member', body({ user_id: userId }))),
    requestExit: useTeamMutation(() => api.post('/api/team/member/exit', body())),
    answerExit: useTeamMutation(({ userId, accept }: { userId: number; accept: boolean }) =>
      api.put(`/api/team/member/exit/${accept ? 'accept' : 'reject'}`, body({ user_id: userId })),
    ),
    leaderExit: useTeamMutation(() => api.post('/api/team/leader/exit', body())),
    createLink: useTeamMutation(() => api.post('/api/v1/teams/invite-link', body())),
    revokeLink: useTeamMutation(() => api.post('/api/v1/teams/invite-link/revoke', body())),
    joinByLink: useTeamMutation((token: string) => api.post('/api/v1/teams/invite-link/join', { token })),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;
