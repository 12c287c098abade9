import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SurveyAnswered, SurveyData, SurveyKind, SurveyListItem, SurveySubmit, SurveyUpload, TalentPoolEntry, TalentPoolInput } from '@madang/contracts/surveys';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { upload } from '../../../lib/api/upload.ts';

const keys = {
  list: (kind: SurveyKind) => ['surveys', 'list', kind] as const,
  data: (id: number) => ['surveys', 'data', id] as const,
  answered: (id: number) => ['surveys', 'answered', id] as const,
  talent: ['surveys', 'talent', 'me'] as const,
};

export function useOpenSurveys(kind: SurveyKind) {
  return useQuery({ queryKey: keys.list(kind), queryFn: async () => (await api.get<Envelope<SurveyListItem[]>>('/api/v1/surveys', { kind })).data });
}

export function useSurveyData(id: number) {
  return useQuery({ queryKey: keys.data(id), queryFn: async () => (await api.get<Envelope<SurveyData>>('/api/survey/data', { survey_id: id })).data });
}

export function useSurveyAnswered(id: number, enabled: boolean) {
  return useQuery({ queryKey: keys.answered(id), enabled, queryFn: async () => (await api.get<Envelope<SurveyAnswered>>('/api/survey/answered', { survey_id: id })).data });
}

/** Counts this open of the survey page (the server counts each visitor once a day). */
export const trackSurveyOpen = (id: number) => api.get<Envelope<{ counted: boolean }>>('/api/v1/log/add-survey-tracking', { survey_id: id });

/** Sends one file answer before the answers; the answers then name it by its id. */
export async function uploadSurveyFile(options: { surveyId: number; questionId: string; file: File; onProgress: (share: number) => void }) {
  const answer = await upload<Envelope<SurveyUpload>>('/api/survey/upload', {
    fields: { survey_id: String(options.surveyId), question_id: options.questionId },
    file: { blob: options.file, name: options.file.name },
    onProgress: options.onProgress,
  });
  return answer.data;
}

export function useSubmitSurvey(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SurveySubmit) => (await api.post<Envelope<{ response_id: number }>>('/api/survey/submit_survey', input)).data,
    // Not awaited: the form's own success (its thanks) must come before the refetched "answered" replaces the form,
    // or the unmounted form would never hear of it.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.answered(id) });
      void client.invalidateQueries({ queryKey: keys.talent });
    },
  });
}

export function useTalentEntry() {
  return useQuery({ queryKey: keys.talent, queryFn: async () => (await api.get<Envelope<TalentPoolEntry | null>>('/api/v1/talent-pool/me')).data });
}

export function useLeaveTalentPool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.delete<Envelope<{ joined: false }>>('/api/v1/talent-pool/me')).data,
    onSuccess: () => client.setQueryData(keys.talent, null),
  });
}

export function useJoinTalentPool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TalentPoolInput) => (await api.put<Envelope<TalentPoolEntry | null>>('/api/v1/talent-pool/me', input)).data,
    onSuccess: (entry) => client.setQueryData(keys.talent, entry),
  });
}
