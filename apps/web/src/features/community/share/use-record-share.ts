import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareNetwork } from '@madang/contracts/shares';
import { api, type Envelope } from '../../../lib/api/client.ts';
import type { CommunityBoard } from '../board.ts';

/** POST /api/{talkboard|codeshare}/social/cnt: one share by network; the post's cached count follows the answer. */
export function useRecordShare(board: CommunityBoard, postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (network: ShareNetwork) =>
      (await api.post<Envelope<{ share_count: number }>>(`/api/${board.name}/social/cnt`, { [board.idField]: postId, channel: network })).data,
    onSuccess: ({ share_count }) => client.setQueriesData<Record<string, unknown>>({ queryKey: board.keys.post(postId) }, (post) => post && { ...post, share_count }),
  });
}
