import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CodeAdjacent,
  CodeCategory,
  CodePostDetail,
  CodePostItem,
  CodePostPage,
  CodeTagCount,
  CodeVoteResult,
} from '@madang/contracts/codeshare';
import type { TalkComment, TalkReportReason } from '@madang/contracts/talkboard';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { listQueryOf, type CodeListState } from '../lib/code-list-state.ts';
import { sendCodeForm } from './send-form.ts';

const data = async <T,>(promise: Promise<Envelope<T>>) => (await promise).data;

export const codeKeys = {
  all: ['code'] as const,
  list: (cptId: number, state: CodeListState) => ['code', 'list', cptId, state] as const,
  tags: (cptId: number) => ['code', 'tags', cptId] as const,
  post: (id: number, version?: number) => ['code', 'post', id, version ?? 'current'] as const,
  posts: (id: number) => ['code', 'post', id] as const,
  comments: (id: number) => ['code', 'comments', id] as const,
};

/** One page of code: a competition's board (list/v1), or everything public for the site-wide page (from-community). */
export function useCodeList(cptId: number, state: CodeListState) {
  return useQuery({
    queryKey: codeKeys.list(cptId, state),
    queryFn: ({ signal }) =>
      data(
        cptId === 0
          ? api.get<Envelope<CodePostPage>>('/api/codeshare/list/from-community', listQueryOf(state), signal)
          : api.get<Envelope<CodePostPage>>('/api/codeshare/list/v1', { ...listQueryOf(state), cpt_id: cptId }, signal),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function usePopularTags(cptId: number) {
  return useQuery({
    queryKey: codeKeys.tags(cptId),
    queryFn: ({ signal }) => data(api.get<Envelope<CodeTagCount[]>>('/api/codeshare/popular/tag', { type: cptId === 0 ? 'all' : cptId }, signal)),
    staleTime: 60_000,
  });
}

export function useCodePost(id: number, version?: number) {
  return useQuery({
    queryKey: codeKeys.post(id, version),
    queryFn: ({ signal }) => data(api.get<Envelope<CodePostDetail>>('/api/codeshare/v2/detail', { cs_id: id, version }, signal)),
    staleTime: 5_000,
  });
}

export function useCodeTail(id: number) {
  return useQuery({
    queryKey: ['code', 'tail', id] as const,
    queryFn: ({ signal }) => data(api.get<Envelope<CodePostItem[]>>('/api/codeshare/tail', { cs_id: id }, signal)),
  });
}

export function useCodeAdjacent(id: number) {
  return useQuery({
    queryKey: ['code', 'adjacent', id] as const,
    queryFn: ({ signal }) => data(api.get<Envelope<CodeAdjacent>>('/api/v1/community/getAdjacentCodePosts', { postId: id }, signal)),
  });
}

/** The spec's view count call; with `read`, the reader reached the end (which a like needs). */
export const countCodeView = (id: number, read = false) => api.post<Envelope<{ view_count: number; read: boolean }>>('/api/codeshare', { cs_id: id, ...(read ? { read: 1 } : {}) });

export const countCodeShare = (id: number) => api.post<Envelope<{ share_count: number }>>('/api/codeshare/social/cnt', { cs_id: id, channel: 'link' });

export interface CodeInput {
  title: string;
  category: CodeCategory;
  tags: string[];
  content: string;
}

export type CodeSave = CodeInput & { notebook: File | null } & ({ cpt_id: number } | { cs_id: number; remove_notebook: boolean });

type Saved = { cs_id: number; cpt_id: number; version: number };

export function useSaveCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ notebook, tags, ...input }: CodeSave) => {
      const fields = Object.fromEntries(Object.entries({ ...input, tags: tags.join(',') }).map(([key, value]) => [key, String(value)]));
      return sendCodeForm<Saved>('cs_id' in input ? 'PUT' : 'POST', '/api/codeshare/v2/ipynb', fields, notebook);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: codeKeys.all }),
  });
}

/** The server's rendering of a notebook before it is posted. */
export const previewNotebook = (file: File) => sendCodeForm<{ html: string }>('POST', '/api/codeshare/v2/html', {}, file);

export function useDeleteCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => data(api.post<Envelope<{ cs_id: number }>>('/api/codeshare/delete', { cs_id: id })),
    // Marked stale, not refetched: the page still shows the deleted post until it leaves, and asking for it again would be a 404.
    onSuccess: () => void client.invalidateQueries({ queryKey: codeKeys.all, refetchType: 'none' }),
  });
}

const patchPost = (client: ReturnType<typeof useQueryClient>, id: number, patch: Partial<CodePostDetail>) =>
  client.setQueriesData<CodePostDetail>({ queryKey: codeKeys.posts(id) }, (post) => post && { ...post, ...patch });

export function useCodeVote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.post<Envelope<CodeVoteResult>>('/api/codeshare/v3/vote', { cs_id: id })),
    onSuccess: (result) => patchPost(client, id, { voted: result.voted, vote_count: result.vote_count }),
  });
}

export function useCodeBookmark(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => data(api.post<Envelope<{ bookmarked: boolean }>>(on ? '/api/codeshare/bookmark' : '/api/codeshare/bookmark_del', { cs_id: id })),
    onSuccess: (result) => patchPost(client, id, { bookmarked: result.bookmarked }),
  });
}

/** Marks the post read in the cache once the server has recorded the reader reaching its end. */
export function useMarkRead(id: number) {
  const client = useQueryClient();
  return useCallback(() => patchPost(client, id, { read: true }), [client, id]);
}

export function useCodeComments(postId: number) {
  return useQuery({
    queryKey: codeKeys.comments(postId),
    queryFn: ({ signal }) => data(api.get<Envelope<TalkComment[]>>('/api/reply', { type: 'cs', content_id: postId }, signal)),
    staleTime: 5_000,
  });
}

export type CodeCommentWrite = { kind: 'new'; content: string } | { kind: 'reply'; replyId: number; content: string } | { kind: 'edit'; replyId: number; content: string };

export function useWriteCodeComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: CodeCommentWrite) => {
      const base = { type: 'cs', content_id: postId };
      if (write.kind === 'new') return data(api.post<Envelope<{ reply_id: number }>>('/api/reply/v2', { ...base, content: write.content }));
      if (write.kind === 'reply') return data(api.post<Envelope<{ reply_id: number }>>('/api/reply/v2/nested-reply', { ...base, reply_id: write.replyId, content: write.content }));
      return data(api.put<Envelope<{ reply_id: number }>>(`/api/reply?type=cs&content_id=${postId}&reply_id=${write.replyId}`, { content: write.content }));
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: codeKeys.comments(postId) });
      void client.invalidateQueries({ queryKey: codeKeys.posts(postId) });
    },
  });
}

export function useDeleteCodeComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) => data(api.post<Envelope<{ reply_id: number }>>('/api/reply/delete', { type: 'cs', content_id: postId, reply_id: replyId })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: codeKeys.comments(postId) });
      void client.invalidateQueries({ queryKey: codeKeys.posts(postId) });
    },
  });
}

export function useCodeReport() {
  return useMutation({
    mutationFn: (input: { cs_id: number; reply_id?: number; reason: TalkReportReason; text: string }) => data(api.post<Envelope<{ id: number }>>('/api/v1/codeshare/report', input)),
  });
}
