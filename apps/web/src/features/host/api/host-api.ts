import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUser,
  CompetitionCreate,
  CompetitionPhase,
  HostCompetitionItem,
  Invitee,
  InviteesAddResult,
  RescoreProgress,
  SetupCheck,
  UploadedImage,
} from '@madang/contracts';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { upload } from '../../../lib/api/upload.ts';
import type { HostCompetitionForm } from '../lib/competition-form.ts';

const BASE = '/api/v1/host';

export interface HostCompetition {
  id: number;
  slug: string;
  published: boolean;
  published_at: string | null;
  phase: CompetitionPhase;
  closed_at: string | null;
  form: HostCompetitionForm;
}

export interface HostMetric {
  name: string;
  direction: 'higher' | 'lower';
  description: string;
  options: { name: string; description: string; defaultValue: string | number | boolean }[];
}

export interface HostSubmission {
  id: number;
  team_id: number;
  team_name: string;
  user_name: string;
  file_name: string;
  status: string;
  public_score: number | null;
  created_at: string;
  disqualified_reason: string | null;
  team_disqualified_reason: string | null;
}

export const hostKeys = {
  all: ['host'] as const,
  list: ['host', 'competitions'] as const,
  competition: (id: number) => ['host', 'competition', id] as const,
  check: (id: number) => ['host', 'competition', id, 'check'] as const,
  submissions: (id: number) => ['host', 'competition', id, 'submissions'] as const,
  rescore: (id: number) => ['host', 'competition', id, 'rescore'] as const,
  invitees: (id: number) => ['host', 'competition', id, 'invitees'] as const,
  adminUser: (email: string) => ['host', 'admin-user', email] as const,
  metrics: ['host', 'metrics'] as const,
};

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

export const hostCompetitionsQuery = queryOptions({
  queryKey: hostKeys.list,
  queryFn: () => data(api.get<Envelope<HostCompetitionItem[]>>(`${BASE}/competitions`)),
});

export function useHostCompetitions() {
  return useQuery(hostCompetitionsQuery);
}

export function useHostCompetition(id: number) {
  return useQuery({ queryKey: hostKeys.competition(id), queryFn: () => data(api.get<Envelope<HostCompetition>>(`${BASE}/competitions/${id}`)) });
}

export function useMetrics() {
  return useQuery({ queryKey: hostKeys.metrics, queryFn: () => data(api.get<Envelope<HostMetric[]>>(`${BASE}/metrics`)), staleTime: Infinity });
}

export function useSetupCheck(id: number) {
  return useQuery({ queryKey: hostKeys.check(id), queryFn: () => data(api.get<Envelope<SetupCheck>>(`${BASE}/competitions/${id}/check`)) });
}

export function useHostSubmissions(id: number) {
  return useQuery({ queryKey: hostKeys.submissions(id), queryFn: () => data(api.get<Envelope<HostSubmission[]>>(`${BASE}/competitions/${id}/submissions`)) });
}

/** Polls while a re-score runs, then stops. */
export function useRescoreProgress(id: number) {
  return useQuery({
    queryKey: hostKeys.rescore(id),
    queryFn: () => data(api.get<Envelope<RescoreProgress>>(`${BASE}/competitions/${id}/rescore`)),
    refetchInterval: (query) => (query.state.data?.running ? 1000 : false),
  });
}

export function useCreateCompetition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompetitionCreate) => data(api.post<Envelope<HostCompetition>>(`${BASE}/competitions`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: hostKeys.list }),
  });
}

/** Every change to one competition refreshes all that the console shows of it. */
function useCompetitionMutation<I, O>(id: number, call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['host', 'competition', id] }), client.invalidateQueries({ queryKey: hostKeys.list })]);
    },
  });
}

export function useUpdateCompetition(id: number) {
  return useCompetitionMutation(id, (body: Omit<CompetitionCreate, 'slug'>) => data(api.put<Envelope<HostCompetition>>(`${BASE}/competitions/${id}`, body)));
}

export function usePublish(id: number) {
  return useCompetitionMutation(id, () => data(api.post<Envelope<HostCompetition>>(`${BASE}/competitions/${id}/publish`)));
}

export function useExtendDeadline(id: number) {
  return useCompetitionMutation(id, (endsAt: string) => data(api.post<Envelope<HostCompetition>>(`${BASE}/competitions/${id}/extend`, { ends_at: endsAt })));
}

export function useStartRescore(id: number) {
  return useCompetitionMutation(id, () => data(api.post<Envelope<RescoreProgress>>(`${BASE}/competitions/${id}/rescore`)));
}

export function useCloseCompetition(id: number) {
  return useCompetitionMutation(id, () => data(api.post<Envelope<unknown>>(`${BASE}/competitions/${id}/close`)));
}

export function useDisqualify(id: number) {
  return useCompetitionMutation(id, (input: { submissionId: number; reason: string }) =>
    data(api.post<Envelope<unknown>>(`${BASE}/competitions/${id}/submissions/${input.submissionId}/disqualify`, { reason: input.reason })),
  );
}

export function useDisqualifyTeam(id: number) {
  return useCompetitionMutation(id, (input: { teamId: number; reason: string }) =>
    data(api.post<Envelope<unknown>>(`${BASE}/competitions/${id}/teams/${input.teamId}/disqualify`, { reason: input.reason })),
  );
}

/** Undoes a disqualification: of one submission, or of a whole team. */
export function useReinstate(id: number) {
  return useCompetitionMutation(id, (target: { submissionId: number } | { teamId: number }) =>
    data(
      api.delete<Envelope<unknown>>(
        'teamId' in target ? `${BASE}/competitions/${id}/teams/${target.teamId}/disqualify` : `${BASE}/competitions/${id}/submissions/${target.submissionId}/disqualify`,
      ),
    ),
  );
}

export function useDeleteDataFile(id: number) {
  return useCompetitionMutation(id, (fileId: number) => data(api.delete<Envelope<unknown>>(`${BASE}/competitions/${id}/data-files/${fileId}`)));
}

export function useInvitees(id: number) {
  return useQuery({ queryKey: hostKeys.invitees(id), queryFn: () => data(api.get<Envelope<Invitee[]>>(`${BASE}/competitions/${id}/invitees`)) });
}

export function useAddInvitees(id: number) {
  return useCompetitionMutation(id, (emails: string) => data(api.post<Envelope<InviteesAddResult>>(`${BASE}/competitions/${id}/invitees`, { emails })));
}

export function useRemoveInvitee(id: number) {
  return useCompetitionMutation(id, (userId: number) => data(api.delete<Envelope<unknown>>(`${BASE}/competitions/${id}/invitees/${userId}`)));
}

/** An admin's look-up of one member by e-mail; runs only once an address is submitted. */
export function useAdminUser(email: string) {
  return useQuery({
    queryKey: hostKeys.adminUser(email),
    queryFn: () => data(api.get<Envelope<AdminUser>>('/api/v1/admin/users', { email })),
    enabled: email !== '',
    retry: false,
  });
}

export function useGrantRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: 'member' | 'host' | 'educator' }) =>
      data(api.post<Envelope<{ id: number; name: string; role: string }>>('/api/v1/admin/roles', input)),
    onSuccess: (_result, input) => client.invalidateQueries({ queryKey: hostKeys.adminUser(input.email) }),
  });
}

export function useUploadDataFile(id: number) {
  return useCompetitionMutation(id, (input: { file: File; isSample: boolean; onProgress: (share: number) => void }) =>
    data(
      upload<Envelope<{ id: number; name: string }>>(`${BASE}/competitions/${id}/data-files`, {
        fields: { is_sample: String(input.isSample) },
        file: { blob: input.file, name: input.file.name },
        onProgress: input.onProgress,
      }),
    ),
  );
}

export function useUploadTruth(id: number) {
  return useCompetitionMutation(id, (input: { file: File; metric: string; options: Record<string, string>; splitColumn: string; onProgress: (share: number) => void }) => {
    const fields: Record<string, string> = { metric: input.metric, metric_options: JSON.stringify(input.options) };
    if (input.splitColumn.trim()) fields.split_column = input.splitColumn.trim();
    return data(
      upload<Envelope<{ rows: number; header: string[] }>>(`${BASE}/competitions/${id}/ground-truth`, {
        fields,
        file: { blob: input.file, name: input.file.name },
        onProgress: input.onProgress,
      }),
    );
  });
}

/** A sponsor logo or cover image; the answer's address goes into the form. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) =>
      data(upload<Envelope<UploadedImage>>(`${BASE}/images`, { file: { blob: file, name: file.name }, onProgress })),
  });
}

export const exportHref = (id: number, board: 'public' | 'private') => `${BASE}/competitions/${id}/export.csv?board=${board}`;
