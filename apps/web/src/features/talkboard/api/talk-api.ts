import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityTalkTab } from '@madang/contracts/talkboard-limits';
import type { TalkAdjacent, TalkCategory, TalkPostItem, TalkPostPage } from '@madang/contracts/talkboard';
import { api, type Envelope } from '../../../lib/api/client.ts';
import type { ListState } from '../lib/list-state.ts';
import { talkKeys } from './talk-keys.ts';
import { talkPostQuery } from './talk-post-query.ts';

const data = async <T>(promise: Promise<Envelope<T>>) => (await promise).data;

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

/** One page of a community tab: its category of the forum, or the talk of every public competition. */
export function useTabList(tab: CommunityTalkTab, state: ListState) {
  return useQuery({
    queryKey: talkKeys.tab(tab, state),
    queryFn: ({ signal }) =>
      data(api.get<Envelope<TalkPostPage>>('/api/talkboard/v3/list', { tab, page: state.page, data_type: state.sort, keyword: state.keyword || undefined }, signal)),
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

export function useAdjacentPosts(id: number) {
  return useQuery({
    queryKey: talkKeys.adjacent(id),
    queryFn: ({ signal }) => data(api.get<Envelope<TalkAdjacent>>('/api/v1/community/getAdjacentTalkPosts', { tbId: id }, signal)),
  });
}

/** The spec's view count call, once per opened post. */
export const countView = (id: number) => api.post<Envelope<{ view_count: number }>>('/api/talkboard', { tb_id: id });

export interface PostInput {
  title: string;
  content: string;
  category: TalkCategory;
  video_url: string | null;
  subject_cpt_id: number | null;
  subject_edu_id: number | null;
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
