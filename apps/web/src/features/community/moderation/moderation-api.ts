import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationItem, ModerationReport } from '@madang/contracts/talkboard';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { talkKeys } from '../../talkboard/api/talk-keys.ts';

const BASE = '/api/v1/host/moderation';

export const moderationKeys = {
  all: ['moderation'] as const,
  reports: ['moderation', 'reports'] as const,
  hidden: ['moderation', 'hidden'] as const,
};

export function useReports() {
  return useQuery({
    queryKey: moderationKeys.reports,
    queryFn: async ({ signal }) => (await api.get<Envelope<ModerationReport[]>>(`${BASE}/reports`, { state: 'all' }, signal)).data,
    staleTime: 5_000,
  });
}

export function useHiddenItems() {
  return useQuery({
    queryKey: moderationKeys.hidden,
    queryFn: async ({ signal }) => (await api.get<Envelope<ModerationItem[]>>(`${BASE}/hidden`, undefined, signal)).data,
    staleTime: 5_000,
  });
}

export type ModerationAction =
  | { action: 'hide'; item: Pick<ModerationItem, 'kind' | 'tb_id' | 'reply_id'>; reason: string }
  | { action: 'restore'; item: Pick<ModerationItem, 'kind' | 'tb_id' | 'reply_id'> }
  | { action: 'resolve'; reportId: number; kind: ModerationItem['kind'] };

/** Code posts and comments have their own numbers and paths. */
const PATHS: Record<ModerationItem['kind'], string> = { post: 'posts', comment: 'comments', code_post: 'code-posts', code_comment: 'code-comments' };
const isCode = (kind: ModerationItem['kind']) => kind === 'code_post' || kind === 'code_comment';

/** The path of a hide or restore: a comment by its id, a post by its id. */
export function moderationPath(input: Exclude<ModerationAction, { action: 'resolve' }>): string {
  const { item } = input;
  const id = item.kind === 'comment' || item.kind === 'code_comment' ? item.reply_id : item.tb_id;
  return `${BASE}/${PATHS[item.kind]}/${id}/${input.action}`;
}

export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ModerationAction) => {
      if (input.action === 'resolve') return api.post(`${BASE}/${isCode(input.kind) ? 'code-reports' : 'reports'}/${input.reportId}/resolve`);
      return api.post(moderationPath(input), input.action === 'hide' ? { reason: input.reason } : {});
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.all });
      void client.invalidateQueries({ queryKey: talkKeys.all });
    },
  });
}
