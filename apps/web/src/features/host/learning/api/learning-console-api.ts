import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EduAuthoringProject, EduAuthoringProjectItem, EduCodeParts, EduPreview, EduProjectInput, EduStageInput, EduStepInput } from '@madang/contracts';
import { api, type Envelope } from '../../../../lib/api/client.ts';
import { upload } from '../../../../lib/api/upload.ts';

const BASE = '/api/v1/host/learning';

export const learningConsoleKeys = {
  list: ['host', 'learning', 'projects'] as const,
  project: (id: number) => ['host', 'learning', 'project', id] as const,
};

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

const hasRunningPreview = (project: EduAuthoringProject | undefined) => project?.stages.some((stage) => stage.steps.some((step) => step.preview?.state === 'running')) ?? false;

export function useLearningProjects() {
  return useQuery({ queryKey: learningConsoleKeys.list, queryFn: () => data(api.get<Envelope<EduAuthoringProjectItem[]>>(`${BASE}/projects`)) });
}

/** The project as its editor shows it; while a preview runs, read again every second and a half until it ends. */
export function useLearningProject(id: number) {
  return useQuery({
    queryKey: learningConsoleKeys.project(id),
    queryFn: () => data(api.get<Envelope<EduAuthoringProject>>(`${BASE}/projects/${id}`)),
    refetchInterval: (query) => (hasRunningPreview(query.state.data) ? 1_500 : false),
  });
}

/** Every write answers with the whole project: it replaces the cached one, and the list is read again. */
function useProjectWrite<V>(id: number, write: (variables: V) => Promise<EduAuthoringProject>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (project) => {
      client.setQueryData(learningConsoleKeys.project(id), project);
      await client.invalidateQueries({ queryKey: learningConsoleKeys.list });
    },
  });
}

export function useCreateLearningProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EduProjectInput) => data(api.post<Envelope<EduAuthoringProject>>(`${BASE}/projects`, input)),
    onSuccess: async (project) => {
      client.setQueryData(learningConsoleKeys.project(project.id), project);
      await client.invalidateQueries({ queryKey: learningConsoleKeys.list });
    },
  });
}

export const useUpdateLearningProject = (id: number) =>
  useProjectWrite(id, (input: EduProjectInput) => data(api.put<Envelope<EduAuthoringProject>>(`${BASE}/projects/${id}`, input)));

export function useDeleteLearningProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Envelope<unknown>>(`${BASE}/projects/${id}`),
    onSuccess: async () => {
      client.removeQueries({ queryKey: learningConsoleKeys.project(id) });
      await client.invalidateQueries({ queryKey: learningConsoleKeys.list });
    },
  });
}

export const usePublishLearningProject = (id: number) =>
  useProjectWrite(id, (publish: boolean) => data(api.post<Envelope<EduAuthoringProject>>(`${BASE}/projects/${id}/${publish ? 'publish' : 'unpublish'}`)));

export const useUploadProjectFile = (id: number) =>
  useProjectWrite(id, ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) =>
    data(upload<Envelope<EduAuthoringProject>>(`${BASE}/projects/${id}/files`, { file: { blob: file, name: file.name }, onProgress })),
  );

export const useDeleteProjectFile = (id: number) =>
  useProjectWrite(id, (fileId: number) => data(api.delete<Envelope<EduAuthoringProject>>(`${BASE}/projects/${id}/files/${fileId}`)));

/** Stages and steps: one hook for all their writes, named by what they do. */
export function usePartWrites(id: number) {
  const put = <T>(path: string, body: T) => data(api.put<Envelope<EduAuthoringProject>>(`${BASE}${path}`, body));
  const post = <T>(path: string, body: T) => data(api.post<Envelope<EduAuthoringProject>>(`${BASE}${path}`, body));
  const remove = (path: string) => data(api.delete<Envelope<EduAuthoringProject>>(`${BASE}${path}`));
  return {
    addStage: useProjectWrite(id, (input: EduStageInput) => post(`/projects/${id}/stages`, input)),
    orderStages: useProjectWrite(id, (ids: number[]) => post(`/projects/${id}/stages/order`, { ids })),
    saveStage: useProjectWrite(id, (input: { stageId: number; values: EduStageInput }) => put(`/stages/${input.stageId}`, input.values)),
    deleteStage: useProjectWrite(id, (stageId: number) => remove(`/stages/${stageId}`)),
    addStep: useProjectWrite(id, (input: { stageId: number; values: EduStepInput }) => post(`/stages/${input.stageId}/steps`, input.values)),
    orderSteps: useProjectWrite(id, (input: { stageId: number; ids: number[] }) => post(`/stages/${input.stageId}/steps/order`, { ids: input.ids })),
    saveStep: useProjectWrite(id, (input: { stepId: number; values: EduStepInput }) => put(`/steps/${input.stepId}`, input.values)),
    deleteStep: useProjectWrite(id, (stepId: number) => remove(`/steps/${stepId}`)),
  };
}

/** Queues a preview of the saved step or of a draft of its code; the project is read again to follow it. */
export function usePreviewStep(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { stepId: number; draft?: EduCodeParts }) =>
      data(api.post<Envelope<EduPreview>>(`${BASE}/steps/${input.stepId}/preview`, input.draft ? { draft: input.draft } : {})),
    onSuccess: () => client.invalidateQueries({ queryKey: learningConsoleKeys.project(id) }),
  });
}

export function useImportProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) =>
      data(upload<Envelope<EduAuthoringProject>>(`${BASE}/import`, { file: { blob: file, name: file.name }, onProgress })),
    onSuccess: async (project) => {
      client.setQueryData(learningConsoleKeys.project(project.id), project);
      await client.invalidateQueries({ queryKey: learningConsoleKeys.list });
    },
  });
}

export const exportZipHref = (id: number, lang: 'ko' | 'en') => `${BASE}/projects/${id}/export.zip?lang=${lang}`;
