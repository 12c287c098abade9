import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodeRun, EduGrade, EduMainList, EduProjectDetail, EduStageDetail, EduStepView, MyEdu, RunnerAvailabilityView } from '@madang/contracts';
import type { z } from 'zod';
import type { eduXpAnswerWarningSchema, eduXpCanUseSchema, eduXpDailyCompletionSchema, eduXpUseSchema } from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useSession } from '../../session/use-session.ts';
import { xpKeys } from '../../xp/xp-api.ts';

export type EduXpCanUse = z.infer<typeof eduXpCanUseSchema>;
export type EduXpUse = z.infer<typeof eduXpUseSchema>;
export type EduAnswerWarning = z.infer<typeof eduXpAnswerWarningSchema>;
export type EduDailyCompletion = z.infer<typeof eduXpDailyCompletionSchema>;

/** One step's address, as the spec's XP calls name it. */
export interface StepAddress {
  projectId: number;
  stageNumber: number;
  stepNumber: number;
}

const EDU = '/api/v2/edu';
const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

/**
 * Texts come in the page's language and progress and access are the caller's: the reads are keyed by both, so
 * logging in or out on a learning page asks again instead of showing a visitor's answer to a member.
 */
export const learningKeys = {
  all: ['learning'] as const,
  mainList: (locale: string, viewer: number, status: string, count: number) => ['learning', 'main', locale, viewer, status, count] as const,
  mine: (status: string, count: number) => ['learning', 'mine', status, count] as const,
  project: (locale: string, viewer: number, id: number) => ['learning', 'project', locale, viewer, id] as const,
  stage: (locale: string, id: number, stage: number) => ['learning', 'stage', locale, id, stage] as const,
  canUse: (address: StepAddress) => ['learning', 'canUse', address.projectId, address.stageNumber, address.stepNumber] as const,
  warning: (address: StepAddress) => ['learning', 'warning', address.projectId, address.stageNumber, address.stepNumber] as const,
  daily: ['learning', 'daily'] as const,
};

/** The logged-in member's id, 0 for a visitor. */
const useViewer = () => useSession().user?.id ?? 0;

const stepPath = (a: StepAddress) => `${EDU}/projects/${a.projectId}/stages/${a.stageNumber}/steps/${a.stepNumber}`;

/** `GET /v2/edu/getMainListBySubject`: published projects by subject, each group capped at `count`. */
export function useMainList(status: 'all' | 'not_started' | 'ongoing' | 'completed' = 'all', count = 12) {
  const locale = useLocale();
  const viewer = useViewer();
  return useQuery({
    queryKey: learningKeys.mainList(locale, viewer, status, count),
    queryFn: ({ signal }) => data(api.get<Envelope<EduMainList>>(`${EDU}/getMainListBySubject`, { status, count }, signal)),
    placeholderData: keepPreviousData,
  });
}

/** `GET /v2/edu/my-edu`: the caller's ongoing or completed projects; nothing is asked for visitors. */
export function useMyEdu(status: 'ongoing' | 'completed', enabled: boolean, count = 12) {
  return useQuery({
    queryKey: learningKeys.mine(status, count),
    queryFn: ({ signal }) => data(api.get<Envelope<MyEdu>>(`${EDU}/my-edu`, { status, count }, signal)),
    enabled,
  });
}

export function useEduProject(projectId: number) {
  const locale = useLocale();
  const viewer = useViewer();
  return useQuery({
    queryKey: learningKeys.project(locale, viewer, projectId),
    queryFn: ({ signal }) => data(api.get<Envelope<EduProjectDetail>>(`${EDU}/projects/${projectId}`, undefined, signal)),
  });
}

export function useEduStage(projectId: number, stageNumber: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: learningKeys.stage(locale, projectId, stageNumber),
    queryFn: ({ signal }) => data(api.get<Envelope<EduStageDetail>>(`${EDU}/projects/${projectId}/stages/${stageNumber}`, undefined, signal)),
    // A refused stage (locked, subscribers only, no such stage) is an answer to show, not a hiccup to retry.
    retry: false,
  });
}

/** Progress shows on the overview, the lists and the XP header: a graded step refreshes them all. */
function useAfterGrade() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['learning', 'project'] });
    void client.invalidateQueries({ queryKey: ['learning', 'main'] });
    void client.invalidateQueries({ queryKey: ['learning', 'mine'] });
    void client.invalidateQueries({ queryKey: learningKeys.daily });
    void client.invalidateQueries({ queryKey: xpKeys.all });
  };
}

/** A step as the server returned it goes straight into the open stage, so the page does not wait for a refetch. */
function usePutStep(address: Omit<StepAddress, 'stepNumber'>) {
  const client = useQueryClient();
  const locale = useLocale();
  return (changed: EduStepView) => {
    client.setQueryData<EduStageDetail>(learningKeys.stage(locale, address.projectId, address.stageNumber), (stage) =>
      stage ? { ...stage, steps: stage.steps.map((step) => (step.number === changed.number ? changed : step)) } : stage,
    );
    void client.invalidateQueries({ queryKey: learningKeys.stage(locale, address.projectId, address.stageNumber) });
  };
}

/** Marks a lesson read (`POST …/steps/:n/complete`). */
export function useCompleteLesson(address: StepAddress) {
  const after = useAfterGrade();
  const put = usePutStep(address);
  return useMutation({
    mutationFn: () => data(api.post<Envelope<EduGrade>>(`${stepPath(address)}/complete`)),
    onSuccess: (grade) => {
      put(grade.step);
      after();
    },
  });
}

/** Answers a quiz (`POST …/steps/:n/answer`); graded on the server. */
export function useAnswerQuiz(address: StepAddress) {
  const after = useAfterGrade();
  const put = usePutStep(address);
  return useMutation({
    mutationFn: (answer: number[] | string) => data(api.post<Envelope<EduGrade>>(`${stepPath(address)}/answer`, { answer })),
    onSuccess: (grade) => {
      put(grade.step);
      after();
    },
  });
}

/** Starts a run of the learner's code (`POST …/steps/:n/runs`); `submit` also grades it when it is done. */
export const startStepRun = (address: StepAddress, code: string, submit: boolean) => data(api.post<Envelope<CodeRun>>(`${stepPath(address)}/runs`, { code, submit }));

export const readCodeRun = (runId: number, signal?: AbortSignal) => data(api.get<Envelope<CodeRun>>(`/api/v1/runs/${runId}`, undefined, signal));

/** The grade a submitted run earned, once the run is done (`GET /v2/edu/runs/:runId/grade`). */
export function useRecordGrade(address: Omit<StepAddress, 'stepNumber'>) {
  const after = useAfterGrade();
  const put = usePutStep(address);
  return useMutation({
    mutationFn: (runId: number) => data(api.get<Envelope<EduGrade>>(`${EDU}/runs/${runId}/grade`)),
    onSuccess: (grade) => {
      put(grade.step);
      after();
    },
  });
}

/** `GET /v1/xp/canUse`: the next hint's and the model answer's price and whether the caller can pay. */
export function useXpCanUse(address: StepAddress, enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.canUse(address),
    queryFn: ({ signal }) => data(api.get<Envelope<EduXpCanUse>>('/api/v1/xp/canUse', { ...address }, signal)),
    enabled,
  });
}

/** What a spend buys: hint `k` (1 = the first; naming it makes a replay free) or the model answer. */
export type XpPurchase = { what: 'hint'; hint: number } | { what: 'answer' };

/** `POST /v1/xp/use`: buys a hint or the model answer; the step comes back with it opened. */
export function useSpendXp(address: StepAddress) {
  const client = useQueryClient();
  const put = usePutStep(address);
  return useMutation({
    mutationFn: (purchase: XpPurchase) => data(api.post<Envelope<EduXpUse>>('/api/v1/xp/use', { ...address, ...purchase })),
    onSuccess: (result) => {
      put(result.step);
      void client.invalidateQueries({ queryKey: learningKeys.canUse(address) });
      void client.invalidateQueries({ queryKey: learningKeys.warning(address) });
      void client.invalidateQueries({ queryKey: xpKeys.all });
    },
  });
}

/** `GET /v1/xp/checkAnswerAfterWarning`: whether passing still earns the stage's XP after the answer was opened. */
export function useAnswerWarning(address: StepAddress, enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.warning(address),
    queryFn: ({ signal }) => data(api.get<Envelope<EduAnswerWarning>>('/api/v1/xp/checkAnswerAfterWarning', { ...address }, signal)),
    enabled,
  });
}

/** `GET /v1/xp/dailyCompletionCount`: steps passed today. */
export function useDailyCompletion(enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.daily,
    queryFn: ({ signal }) => data(api.get<Envelope<EduDailyCompletion>>('/api/v1/xp/dailyCompletionCount', undefined, signal)),
    enabled,
  });
}

/** `POST /v2/edu/projects/:id/retake`: a new attempt with fresh progress. */
export function useRetakeProject(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.post<Envelope<unknown>>(`${EDU}/projects/${projectId}/retake`)),
    onSuccess: () => void client.invalidateQueries({ queryKey: learningKeys.all }),
  });
}

/** `GET /v1/runs/availability`: whether this server can run Python at all, and why not. */
export function useRunnerAvailability() {
  return useQuery({
    queryKey: ['learning', 'runner'],
    queryFn: ({ signal }) => data(api.get<Envelope<RunnerAvailabilityView>>('/api/v1/runs/availability', undefined, signal)),
    staleTime: 60_000,
    // The runner's sandboxes warm up for a while after a start: asked again until it is there.
    refetchInterval: (query) => (query.state.data?.available === false ? 10_000 : false),
  });
}
