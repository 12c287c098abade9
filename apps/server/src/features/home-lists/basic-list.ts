import type { BasicList } from '@madang/contracts/home-lists';
import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { liveBanners } from '../banners/live-banners.ts';
import { listCompetitions } from '../competitions/list-competitions.ts';
import { presentCompetitionListItem } from '../competitions/presenter.ts';
import { readNowRanking } from '../leaderboards/standings.ts';

/**
 * The home's first screen in one answer: the official competitions (as `/competition/list?is_official=1`),
 * the top three of the ranking (as `/main/now_ranking_data`, from the same cache entry) and the live banners.
 */
export async function basicList(ctx: Pick<AppContext, 'db' | 'cache'>, options: { locale: Locale; now: Date }): Promise<BasicList> {
  const [official, ranking, banners] = await Promise.all([
    listCompetitions(ctx.db, { query: { is_official: true, sort: 'recent' }, now: options.now }),
    readNowRanking(ctx),
    liveBanners(ctx, options.locale),
  ]);
  return { official: official.map(({ competition, teamCount }) => presentCompetitionListItem(competition, teamCount, options.now)), ranking, banners };
}
