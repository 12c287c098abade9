import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TalkComment, TalkReportReason } from '@madang/contracts/talkboard';
import { api, type Envelope } from '../../../lib/api/client.ts';
import type { CommunityBoard } from '../board.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

const commentsKey = (board: CommunityBoard, postId: number) => [...board.keys.all, 'comments', postId] as const;

/** Patches every cached version of a post, so a vote or bookmark shows at once. */
const patchPost = (client: QueryClient, board: CommunityBoard, id: number, patch: Record<string, unknown>) =>
  client.setQueriesData<Record<string, unknown>>({ queryKey: board.keys.post(id) }, (post) => post && { ...post, ...patch });

export function useComments(board: CommunityBoard, postId: number) {
  return useQuery({
    queryKey: commentsKey(board, postId),
    queryFn: ({ signal }) => data(api.get<Envelope<TalkComment[]>>('/api/reply', { type: board.kind, content_id: postId }, signal)),
    staleTime: 5_000,
  });
}

export type CommentWrite = { kind: 'new'; content: string } | { kind: 'reply'; replyId: number; content: string } | { kind: 'edit'; replyId: number; content: string };

/** After a comment changes, its list and the post's comment count are asked for again. */
function useCommentChange<T>(board: CommunityBoard, postId: number, mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: commentsKey(board, postId) });
      void client.invalidateQueries({ queryKey: board.keys.post(postId) });
    },
  });
}

export function useWriteComment(board: CommunityBoard, postId: number) {
  return useCommentChange(board, postId, (write: CommentWrite) => {
    const base = { type: board.kind, content_id: postId };
    if (write.kind === 'new') return data(api.post<Envelope<{ reply_id: number }>>('/api/reply/v2', { ...base, content: write.content }));
    if (write.kind === 'reply') return data(api.post<Envelope<{ reply_id: number }>>('/api/reply/v2/nested-reply', { ...base, reply_id: write.replyId, content: write.content }));
    return data(api.put<Envelope<{ reply_id: number }>>(`/api/reply?type=${board.kind}&content_id=${postId}&reply_id=${write.replyId}`, { content: write.content }));
  });
}

export function useDeleteComment(board: CommunityBoard, postId: number) {
  return useCommentChange(board, postId, (replyId: number) =>
    data(api.post<Envelope<{ reply_id: number }>>('/api/reply/delete', { type: board.kind, content_id: postId, reply_id: replyId })),
  );
}

export function useVote(board: CommunityBoard, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.post<Envelope<{ voted: boolean; vote_count: number }>>(`/api/${board.name}/v3/vote`, { [board.idField]: id })),
    onSuccess: (result) => patchPost(client, board, id, { voted: result.voted, vote_count: result.vote_count }),
  });
}

export function useBookmark(board: CommunityBoard, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => data(api.post<Envelope<{ bookmarked: boolean }>>(`/api/${board.name}/${on ? 'bookmark' : 'bookmark_del'}`, { [board.idField]: id })),
    onSuccess: (result) => patchPost(client, board, id, { bookmarked: result.bookmarked }),
  });
}

/** Reports a post, or one of its comments with `reply_id`. */
export function useReport(board: CommunityBoard, id: number) {
  return useMutation({
    mutationFn: (input: { reply_id?: number; reason: TalkReportReason; text: string }) =>
      data(api.post<Envelope<{ id: number }>>(`/api/v1/${board.name}/report`, { [board.idField]: id, ...input })),
  });
}

export function useDeletePost(board: CommunityBoard) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.post<Envelope<Record<string, number>>>(`/api/${board.name}/delete`, { [board.idField]: id })),
    // Marked stale, not refetched: the page still shows the deleted post until it leaves, and asking for it again would be a 404.
    onSuccess: () => void client.invalidateQueries({ queryKey: board.keys.all, refetchType: 'none' }),
  });
}
