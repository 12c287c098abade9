import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TalkAdjacent,
  TalkCategory,
  TalkComment,
  TalkPostDetail,
  TalkPostItem,
  TalkPostPage,
  TalkReportReason,
  TalkVoteResult,
} from '@madang/contracts/talkboard';
import { api, type Envelope } from '../../../lib/api/client.ts';
import type { ListState } from '../lib/list-state.ts';
import { talkKeys } from './talk-keys.ts';
import { talkPostQuery } from './talk-post-query.ts';

const data = async <T,>(promise: Promise<Envelope<T>>) => (await promise).data;

export { talkKeys };

/** One page of a board (cpt_id 0 is the forum). */
export function useTalkList(cptId: number, state: ListState) {
  return useQuery({
    queryKey: talkKeys.list(cptId, state),
    queryFn: ({ signal }) =>
      data(
        api.get<Envelope<TalkPostPage>>(
          '/api/talkboard/v3/list',
          { cpt_id: cptId, page: state.page, data_type: state.sort, keyword: state.keyword || undefined, category: state.category || undefined },
          signal,
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export const talkTopQuery = (cptId: number) =>
  queryOptions({
    queryKey: talkKeys.top(cptId),
    queryFn: ({ signal }) => data(api.get<Envelope<TalkPostItem[]>>('/api/talkboard/top', { cpt_id: cptId, version: 2 }, signal)),
  });

export const useTalkTop = (cptId: number) => useQuery(talkTopQuery(cptId));

export const useTalkPost = (id: number) => useQuery(talkPostQuery(id));

/** Other posts of a post's board, listed under it. */
export function useTailPosts(id: number) {
  return useQuery({
    queryKey: ['talk', 'tail', id] as const,
    queryFn: ({ signal }) => data(api.get<Envelope<TalkPostItem[]>>('/api/talkboard/tail', { tb_id: id }, signal)),
  });
}

export function useAdjacentPosts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: talkKeys.adjacent(id),
    queryFn: ({ signal }) => data(api.get<Envelope<TalkAdjacent>>('/api/v1/community/getAdjacentTalkPosts', { tbId: id }, signal)),
    enabled,
  });
}

export function useComments(postId: number, enabled: boolean) {
  return useQuery({
    queryKey: talkKeys.comments(postId),
    queryFn: ({ signal }) => data(api.get<Envelope<TalkComment[]>>('/api/reply', { type: 'tb', content_id: postId }, signal)),
    enabled,
    staleTime: 5_000,
  });
}

/** The spec's view count call, once per opened post. */
export const countView = (id: number) => api.post<Envelope<{ view_count: number }>>('/api/talkboard', { tb_id: id });

export interface PostInput {
  title: string;
  content: string;
  category: TalkCategory;
  video_url: string | null;
}

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PostInput & ({ cpt_id: number } | { tb_id: number })) =>
      data(
        'tb_id' in input
          ? api.put<Envelope<{ tb_id: number; cpt_id: number }>>('/api/talkboard/v3', input)
          : api.post<Envelope<{ tb_id: number; cpt_id: number }>>('/api/talkboard/v3', input),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: talkKeys.all }),
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.post<Envelope<{ tb_id: number }>>('/api/talkboard/delete', { tb_id: id })),
    // Marked stale, not refetched: the page still shows the deleted post until it leaves, and asking for it again would be a 404.
    onSuccess: () => void client.invalidateQueries({ queryKey: talkKeys.all, refetchType: 'none' }),
  });
}

export function useVote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.post<Envelope<TalkVoteResult>>('/api/talkboard/v3/vote', { tb_id: id })),
    onSuccess: (result) =>
      client.setQueryData<TalkPostDetail>(talkKeys.post(id), (post) => post && { ...post, voted: result.voted, vote_count: result.vote_count }),
  });
}

export function useBookmark(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => data(api.post<Envelope<{ bookmarked: boolean }>>(on ? '/api/talkboard/bookmark' : '/api/talkboard/bookmark_del', { tb_id: id })),
    onSuccess: (result) => client.setQueryData<TalkPostDetail>(talkKeys.post(id), (post) => post && { ...post, bookmarked: result.bookmarked }),
  });
}

export type CommentWrite = { kind: 'new'; content: string } | { kind: 'reply'; replyId: number; content: string } | { kind: 'edit'; replyId: number; content: string };

export function useWriteComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: CommentWrite) => {
      const base = { type: 'tb', content_id: postId };
      if (write.kind === 'new') return data(api.post<Envelope<{ reply_id: number }>>('/api/reply/v2', { ...base, content: write.content }));
      if (write.kind === 'reply') {
        return data(api.post<Envelope<{ reply_id: number }>>('/api/reply/v2/nested-reply', { ...base, reply_id: write.replyId, content: write.content }));
      }
      return data(api.put<Envelope<{ reply_id: number }>>(`/api/reply?type=tb&content_id=${postId}&reply_id=${write.replyId}`, { content: write.content }));
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: talkKeys.comments(postId) });
      void client.invalidateQueries({ queryKey: talkKeys.post(postId) });
    },
  });
}

export function useDeleteComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) => data(api.post<Envelope<{ reply_id: number }>>('/api/reply/delete', { type: 'tb', content_id: postId, reply_id: replyId })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: talkKeys.comments(postId) });
      void client.invalidateQueries({ queryKey: talkKeys.post(postId) });
    },
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (input: { tb_id: number; reply_id?: number; reason: TalkReportReason; text: string }) =>
      data(api.post<Envelope<{ id: number }>>('/api/v1/talkboard/report', input)),
  });
}
