import { queryOptions } from '@tanstack/react-query';
import type { TalkPostDetail } from '@madang/contracts/talkboard';
import { api, type Envelope } from '../../../lib/api/client.ts';
import { talkKeys } from './talk-keys.ts';

/** A post. The router asks for it beside the page's chunk (app/routing/router.tsx), so it sits in the entry, apart from the rest of the API. */
export const talkPostQuery = (id: number) =>
  queryOptions({
    queryKey: talkKeys.post(id),
    queryFn: async ({ signal }) => (await api.get<Envelope<TalkPostDetail>>('/api/talkboard/v1', { tb_id: id, version: 2 }, signal)).data,
    staleTime: 5_000,
  });
