import type { CompetitionListQuery } from '@madang/contracts';

/** The sorts the server knows (COMPETITION_LIST_SORTS); repeated as a type-checked literal to keep zod out of this chunk. */
export const COMPETITION_LIST_SORTS_VALUES = ['recent', 'deadline', 'prize', 'teams'] as const satisfies readonly CompetitionListQuery['sort'][];

export type HostFilter = 'all' | 'official' | 'open';
export type StateFilter = 'all' | 'open' | 'upcoming' | 'practice' | 'closed' | 'hackathon';

export interface ListFilterState {
  host: HostFilter;
  state: StateFilter;
  keyword: string;
  sort: CompetitionListQuery['sort'];
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

export function readFilters(params: URLSearchParams, host?: HostFilter): ListFilterState {
  return {
    host: host ?? pick(params.get('host'), ['all', 'official', 'open'] as const, 'all'),
    state: pick(params.get('state'), ['all', 'open', 'upcoming', 'practice', 'closed', 'hackathon'] as const, 'all'),
    keyword: params.get('keyword') ?? '',
    sort: pick(params.get('sort'), COMPETITION_LIST_SORTS_VALUES, 'recent'),
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeFilters(state: ListFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.host !== 'all') params.set('host', state.host);
  if (state.state !== 'all') params.set('state', state.state);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.sort !== 'recent') params.set('sort', state.sort);
  return params;
}

/** The list API's query for a filter state: a tab is a phase, a status or a kind. */
export function toListQuery(state: ListFilterState, keyword: string) {
  const host = state.host === 'all' ? {} : { is_official: state.host === 'official' ? (1 as const) : (0 as const) };
  const tab =
    state.state === 'open' || state.state === 'upcoming'
      ? { phase: state.state, status: 'active' as const }
      : state.state === 'practice'
        ? { status: 'practice' as const }
        : state.state === 'closed'
          ? { phase: 'closed' as const }
          : state.state === 'hackathon'
            ? { kind: 'hackathon' as const }
            : {};
  return { ...host, ...tab, ...(keyword.trim() ? { keyword: keyword.trim() } : {}), sort: state.sort };
}
