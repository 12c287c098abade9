import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostSurvey, HostSurveySummary, SurveyInput, SurveyResults, TalentSearchResult } from '@madang/contracts/surveys';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { SIGNED_LIST_REFRESH_MS } from '../../../lib/api/signed-links.ts';

const keys = {
  list: ['surveys', 'host', 'list'] as const,
  one: (id: number) => ['surveys', 'host', id] as const,
  results: (id: number) => ['surveys', 'host', id, 'results'] as const,
  talent: (query: TalentQuery) => ['surveys', 'host', 'talent', query] as const,
};

export type TalentQuery = { skill?: string; level?: string; wish?: string };

export const surveyCsvUrl = (id: number) => `/api/v1/host/surveys/${id}/results.csv`;

export function useHostSurveys() {
  return useQuery({ queryKey: keys.list, queryFn: async () => (await api.get<Envelope<HostSurveySummary[]>>('/api/v1/host/surveys')).data });
}

export function useHostSurvey(id: number | null) {
  return useQuery({ queryKey: keys.one(id ?? 0), enabled: id !== null, queryFn: async () => (await api.get<Envelope<HostSurvey>>(`/api/v1/host/surveys/${id}`)).data });
}

/** The answers with their files' signed links, refreshed before the links expire. */
export function useSurveyResults(id: number) {
  return useQuery({
    queryKey: keys.results(id),
    queryFn: async () => (await api.get<Envelope<SurveyResults>>(`/api/v1/host/surveys/${id}/results`)).data,
    refetchInterval: SIGNED_LIST_REFRESH_MS,
  });
}

/** Creates (no id) or saves the whole survey form. */
export function useSaveSurvey(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SurveyInput) =>
      (id === null ? await api.post<Envelope<HostSurvey>>('/api/v1/host/surveys', input) : await api.put<Envelope<HostSurvey>>(`/api/v1/host/surveys/${id}`, input)).data,
    onSuccess: (survey) => {
      client.setQueryData(keys.one(survey.id), survey);
      return client.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function usePublishSurvey(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (published: boolean) => (await api.post<Envelope<HostSurvey>>(`/api/v1/host/surveys/${id}/publish`, { published })).data,
    onSuccess: (survey) => {
      client.setQueryData(keys.one(survey.id), survey);
      return client.invalidateQueries({ queryKey: keys.list });
    },
  });
}

export function useTalentSearch(query: TalentQuery | null) {
  return useQuery({
    queryKey: keys.talent(query ?? {}),
    enabled: query !== null,
    retry: false,
    queryFn: async () => (await api.get<Envelope<TalentSearchResult[]>>('/api/v1/host/talent-pool', query ?? {})).data,
  });
}

export function useGrantTalentSearch() {
  return useMutation({
    mutationFn: async (input: { email: string; granted: boolean }) =>
      (await api.post<Envelope<{ user_id: number; name: string; granted: boolean }>>('/api/v1/host/talent-pool/access', input)).data,
  });
}
