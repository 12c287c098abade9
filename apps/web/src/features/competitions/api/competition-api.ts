import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { downloadLinkSchema, CompetitionDetail, CompetitionListItem, CompetitionListQuery, CompetitionMembership, DataFile, LocalizedText } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { STALE_COMPETITION_STATS_MS } from '../../../lib/api/query-client.ts';
import { useSession } from '../../session/use-session.ts';

/**
 * Query keys of the feature. What a member has done in a competition is part of its answers, so the
 * keys that depend on it carry the signed-in user's id: logging in or out asks again.
 */
export const competitionKeys = {
  all: ['competition'] as const,
  list: (query: Partial<CompetitionListQuery>) => ['competition', 'list', query] as const,
  detail: (ref: string, userId: number) => ['competition', ref, 'detail', userId] as const,
  scoped: (id: number) => ['competition', id] as const,
  data: (id: number, userId: number) => ['competition', id, 'data', userId] as const,
};

type ListFilters = Pick<CompetitionListQuery, 'sort'> & Partial<Pick<CompetitionListQuery, 'kind' | 'status' | 'phase' | 'keyword'>> & { is_official?: 0 | 1 };

export function useCompetitionList(filters: ListFilters) {
  return useQuery({
    queryKey: competitionKeys.list(filters as Partial<CompetitionListQuery>),
    queryFn: ({ signal }) => api.get<Envelope<CompetitionListItem[]>>('/api/competition/list', { ...filters, version: 2 }, signal),
    select: (body) => body.data,
    staleTime: STALE_COMPETITION_STATS_MS,
    placeholderData: (previous) => previous,
  });
}

/** The competition a page names by number or slug; every tab reads it. */
export function useCompetition(ref: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: competitionKeys.detail(ref, user?.id ?? 0),
    queryFn: ({ signal }) => api.get<Envelope<CompetitionDetail>>('/api/competition', { cpt_id: ref }, signal),
    select: (body) => body.data,
    enabled: ref !== '',
  });
}

/** After a change to the member's standing (agreement, team) every answer about the competition is asked again. */
function useRefreshCompetition() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'competition' && query.queryKey[1] !== 'list' });
}

export interface CompetitionData {
  agreed: boolean;
  description: LocalizedText;
  files: DataFile[];
}

export function useCompetitionData(id: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: competitionKeys.data(id, user?.id ?? 0),
    queryFn: ({ signal }) => api.get<Envelope<CompetitionData>>('/api/competition/data', { cpt_id: id }, signal),
    select: (body) => body.data,
  });
}

export function useAcceptAgreement(id: number) {
  const refresh = useRefreshCompetition();
  return useMutation({
    mutationFn: () => api.post<Envelope<{ agreed: true }>>(`/api/v1/competitions/${id}/agreement`),
    onSuccess: () => refresh(),
  });
}

export interface PhoneCheck {
  verified: boolean;
  required: boolean;
  result: 'ok' | 'phone_required' | 'exist';
}

export function checkPhone(id: number) {
  return api.get<Envelope<PhoneCheck>>('/api/competition/checkPhone', { cpt_id: id }).then((body) => body.data);
}

export function useJoinAlone(id: number) {
  const refresh = useRefreshCompetition();
  return useMutation({
    mutationFn: () => api.post<Envelope<CompetitionMembership>>('/api/competition/join_alone', { cpt_id: id }),
    onSuccess: () => refresh(),
  });
}

type DownloadLink = z.infer<typeof downloadLinkSchema>;

/** A signed link lives for minutes only, so it is asked for at the moment of the download. */
export function useDownloadLink(id: number) {
  return useMutation({
    mutationFn: (fileId: number) => api.post<Envelope<DownloadLink[]>>('/api/competition/download', { cpt_id: id, file_id: fileId }).then((body) => body.data[0]!),
  });
}
