import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSubmissionResultSchema, submissionListSchema, SubmissionStatusEvent } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';

// Type-only: the schemas stay out of the bundle.
export type SubmissionPage = z.infer<typeof submissionListSchema>;
export type CreatedSubmission = z.infer<typeof createSubmissionResultSchema>;

export const submissionKeys = {
  all: (competitionId: number) => ['competition', competitionId, 'submissions'] as const,
  page: (competitionId: number, page: number) => ['competition', competitionId, 'submissions', page] as const,
};

/** The team's submissions with the quota; the page keeps it current through the status stream. */
export function useSubmissionList(competitionId: number, page: number) {
  return useQuery({
    queryKey: submissionKeys.page(competitionId, page),
    queryFn: ({ signal }) => api.get<Envelope<SubmissionPage>>('/api/competition/submission_list', { cpt_id: competitionId, page }, signal).then((body) => body.data),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** Applies one status change to every cached page that holds the submission; false when none does. */
export function applyStatusEvent(client: QueryClient, competitionId: number, event: SubmissionStatusEvent): boolean {
  let found = false;
  client.setQueriesData<SubmissionPage>({ queryKey: submissionKeys.all(competitionId) }, (page) => {
    if (!page?.items.some((item) => item.id === event.id)) return page;
    found = true;
    return { ...page, items: page.items.map((item) => (item.id === event.id ? { ...item, ...event } : item)) };
  });
  return found;
}

/** After a new submission: the quota and the list change, and the leaderboard may too. */
export function refreshAfterSubmit(client: QueryClient, competitionId: number) {
  return client.invalidateQueries({ queryKey: ['competition', competitionId] });
}

export function useUpdateMemo(competitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { submission_id: number; memo: string }) => api.post<Envelope<{ id: number; memo: string }>>('/api/competition/submission/memo', input),
    onSuccess: () => client.invalidateQueries({ queryKey: submissionKeys.all(competitionId) }),
  });
}

export function useMarkFinal(competitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { submission_id: number; use: boolean }) =>
      api.post<Envelope<{ id: number; is_final: boolean }>>('/api/competition/submission_use_final', { cpt_id: competitionId, ...input }),
    onSuccess: () => client.invalidateQueries({ queryKey: submissionKeys.all(competitionId) }),
  });
}

export function useSubmitSample(competitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memo: string) => api.post<Envelope<CreatedSubmission>>(`/api/v1/competitions/${competitionId}/submissions/sample`, { memo }).then((body) => body.data),
    onSuccess: () => refreshAfterSubmit(client, competitionId),
  });
}
