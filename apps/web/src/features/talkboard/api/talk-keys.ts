import type { ListState } from '../lib/list-state.ts';

/** Query keys of the talk boards; its own file so the router can start a post's query without the rest of the API. */
export const talkKeys = {
  all: ['talk'] as const,
  lists: (cptId: number) => ['talk', 'list', cptId] as const,
  list: (cptId: number, state: ListState) => ['talk', 'list', cptId, state] as const,
  tab: (tab: string, state: ListState) => ['talk', 'tab', tab, state] as const,
  top: (cptId: number) => ['talk', 'top', cptId] as const,
  post: (id: number) => ['talk', 'post', id] as const,
  adjacent: (id: number) => ['talk', 'adjacent', id] as const,
};
