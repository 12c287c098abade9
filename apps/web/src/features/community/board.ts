import type { QueryKey } from '@tanstack/react-query';

/**
 * What tells one community board from another for the shared components: its calls, its cache and its
 * texts. The talk board and the code share each declare one; the components are the same.
 */
export interface CommunityBoard {
  /** The reply calls' `type`. */
  kind: 'tb' | 'cs' | 'sp';
  /** The board's API name: `/api/<name>/…` and `/api/v1/<name>/report` (the support board has no votes, bookmarks or reports). */
  name: 'talkboard' | 'codeshare' | 'support';
  /** The post id's field in the board's calls and answers. */
  idField: 'tb_id' | 'cs_id' | 'sp_id';
  /** The catalog namespace of the board's post texts (`talk.post.*`, `code.post.*`; a support question reads as a talk post). */
  ns: 'talk' | 'code';
  /** Every cached query of the board, and every cached query of one post (all its versions). */
  keys: { all: QueryKey; post: (id: number) => QueryKey };
  /** The longest note a report of the board takes. */
  reasonMax: number;
}

const NAMES = {
  tb: { name: 'talkboard', idField: 'tb_id', ns: 'talk' },
  cs: { name: 'codeshare', idField: 'cs_id', ns: 'code' },
  sp: { name: 'support', idField: 'sp_id', ns: 'talk' },
} as const;

/** A board's descriptor: its kind names its calls and texts; the board gives its cache keys and report limit. */
export const communityBoard = (kind: CommunityBoard['kind'], keys: CommunityBoard['keys'], reasonMax: number): CommunityBoard => ({ kind, ...NAMES[kind], keys, reasonMax });

/** A post's id on its board. */
export const postIdOf = (board: CommunityBoard, post: Partial<Record<CommunityBoard['idField'], number>>): number => post[board.idField] ?? 0;
