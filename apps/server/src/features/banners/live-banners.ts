import { BANNER_CACHE_MS } from '@madang/contracts/banner-kinds';
import type { Banner } from '@madang/contracts/banners';
import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { listLiveBanners } from './list-banners.ts';
import { presentBanner } from './presenter.ts';

/**
 * The response cache's group for banners. Groups are otherwise competition ids, which start at 1, so 0 is
 * free; a numbered group is what the cache can invalidate.
 */
const BANNER_GROUP = 0;

/** The live banners in one language, from the cache for 240 s (spec section 8) or until an admin edits one. */
export function liveBanners(ctx: Pick<AppContext, 'db' | 'cache'>, locale: Locale): Promise<Banner[]> {
  return ctx.cache.get({ group: BANNER_GROUP, name: `banners:${locale}` }, BANNER_CACHE_MS, async () =>
    (await listLiveBanners(ctx.db, { now: new Date() })).map((row) => presentBanner(row, locale)),
  );
}

/** Drops the cached lists, so an admin's edit shows on the next visit. */
export function forgetLiveBanners(ctx: Pick<AppContext, 'cache'>): void {
  ctx.cache.invalidate(BANNER_GROUP);
}
