import { HOME_LIST_PAGE_SIZE, type publicListRanges } from '@madang/contracts/home-lists';
import type { CompetitionListItem } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { listCompetitions } from '../competitions/list-competitions.ts';
import { presentCompetitionListItem } from '../competitions/presenter.ts';
import { phaseOf } from '../competitions/schedule.ts';

type PublicRange = (typeof publicListRanges)[number];

const inRange = (range: PublicRange, phase: ReturnType<typeof phaseOf>) =>
  range === 'all' || (range === 'ongoing' ? phase === 'open' || phase === 'upcoming' : phase === 'ended' || phase === 'closed');

/** One page of the public competitions (newest first), all of them or the ongoing or ended ones. */
export async function listPublicCompetitions(db: Executor, options: { range: PublicRange; page: number; now: Date }): Promise<{ items: CompetitionListItem[]; hasMore: boolean }> {
  const { now } = options;
  const rows = (await listCompetitions(db, { query: { sort: 'recent' }, now })).filter(({ competition }) => inRange(options.range, phaseOf(competition, now)));
  const start = (options.page - 1) * HOME_LIST_PAGE_SIZE;
  const items = rows.slice(start, start + HOME_LIST_PAGE_SIZE).map(({ competition, teamCount }) => presentCompetitionListItem(competition, teamCount, now));
  return { items, hasMore: rows.length > start + HOME_LIST_PAGE_SIZE };
}
