import type { CodeListState } from '../lib/code-list-state.ts';

/** Query keys of the code share; their own file so the board descriptor needs none of the API. */
export const codeKeys = {
  all: ['code'] as const,
  list: (cptId: number, state: CodeListState) => ['code', 'list', cptId, state] as const,
  tags: (cptId: number) => ['code', 'tags', cptId] as const,
  post: (id: number, version?: number) => ['code', 'post', id, version ?? 'current'] as const,
  posts: (id: number) => ['code', 'post', id] as const,
};
