import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportDetail, SupportPage, SupportView } from '@madang/contracts/support';
import { api, type Envelope } from '../../../lib/api/client.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

/** What a support list shows: a view (none: the server picks the viewer's own), the unanswered filter and a page. */
export interface SupportListState {
  view: SupportView | null;
  unanswered: boolean;
  page: number;
}

export const supportKeys = {
  all: ['support'] as const,
  list: (cptId: number, state: SupportListState) => ['support', 'list', cptId, state] as const,
  post: (id: number) => ['support', 'post', id] as const,
};

export function useSupportList(cptId: number, state: SupportListState) {
  return useQuery({
    queryKey: supportKeys.list(cptId, state),
    queryFn: ({ signal }) =>
      data(
        api.get<Envelope<SupportPage>>(
          '/api/v1/support/list',
          { cpt_id: cptId, view: state.view ?? undefined, unanswered: state.unanswered ? 1 : undefined, page: state.page },
          signal,
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useSupportQuestion(id: number) {
  return useQuery({
    queryKey: supportKeys.post(id),
    queryFn: ({ signal }) => data(api.get<Envelope<SupportDetail>>('/api/v1/support', { sp_id: id }, signal)),
    staleTime: 5_000,
  });
}

export type QuestionInput = { title: string; content: string };

/** Asks (cpt_id) or edits (sp_id) a question; every support list and the question are asked for again. */
export function useSaveQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionInput & ({ cpt_id: number } | { sp_id: number })) =>
      'sp_id' in input ? data(api.put<Envelope<{ sp_id: number }>>('/api/v1/support', input)) : data(api.post<Envelope<{ sp_id: number }>>('/api/v1/support', input)),
    onSuccess: () => void client.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

/** A host publishes the question as an FAQ or takes it back. */
export function useSetFaq(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (faq: boolean) => data(api.post<Envelope<{ is_faq: boolean }>>('/api/v1/support/faq', { sp_id: id, faq })),
    onSuccess: () => void client.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
