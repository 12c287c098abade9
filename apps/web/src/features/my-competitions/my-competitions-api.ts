import { useQuery } from '@tanstack/react-query';
import type { CompetitionInvitation, MyCompetition } from '@madang/contracts/my-competitions';
import { api, type Envelope } from '../../lib/api/client.ts';

export function useMyCompetitions() {
  return useQuery({
    queryKey: ['myinfo', 'cpt_list'],
    queryFn: ({ signal }) => api.get<Envelope<MyCompetition[]>>('/api/myinfo/cpt_list', undefined, signal),
    select: (body) => body.data,
  });
}

export function useCompetitionInvitations() {
  return useQuery({
    queryKey: ['myinfo2', 'invitation-cpt'],
    queryFn: ({ signal }) => api.get<Envelope<CompetitionInvitation[]>>('/api/myinfo2/invitation-cpt', undefined, signal),
    select: (body) => body.data,
  });
}
