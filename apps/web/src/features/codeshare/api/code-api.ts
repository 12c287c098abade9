import { useCallback } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodeAdjacent, CodeCategory, CodePostDetail, CodePostItem, CodePostPage, CodeTagCount } from '@madang/contracts/codeshare';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { listQueryOf, type CodeListState } from '../lib/code-list-state.ts';
import { upload } from '../../../lib/api/upload.ts';
import { codeKeys } from './code-keys.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

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

export interface CodeInput {
  title: string;
  category: CodeCategory;
  tags: string[];
  content: string;
}

export type CodeSave = CodeInput & { notebook: File | null; onProgress: (share: number) => void } & ({ cpt_id: number } | { cs_id: number; remove_notebook: boolean });

type Saved = { cs_id: number; cpt_id: number; version: number };

export function useSaveCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ notebook, tags, onProgress, ...input }: CodeSave) => {
      const fields = Object.fromEntries(Object.entries({ ...input, tags: tags.join(',') }).map(([key, value]) => [key, String(value)]));
      const file = notebook ? { blob: notebook, name: notebook.name } : null;
      return data(upload<Envelope<Saved>>('/api/codeshare/v2/ipynb', { method: 'cs_id' in input ? 'PUT' : 'POST', fields, file, onProgress }));
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: codeKeys.all }),
  });
}

/** The server's rendering of a notebook before it is posted. */
export const previewNotebook = (file: File) => data(upload<Envelope<{ html: string }>>('/api/codeshare/v2/html', { file: { blob: file, name: file.name } }));

/** Marks the post read in the cache once the server has recorded the reader reaching its end. */
export function useMarkRead(id: number) {
  const client = useQueryClient();
  return useCallback(() => client.setQueriesData<CodePostDetail>({ queryKey: codeKeys.posts(id) }, (post) => post && { ...post, read: true }), [client, id]);
}
