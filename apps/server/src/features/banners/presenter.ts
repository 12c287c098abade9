import type { Banner, HostBanner } from '@madang/contracts/banners';
import type { Locale } from '@madang/contracts';
import { inLanguage } from '../notices/presenter.ts';
import { isLive } from './list-banners.ts';
import type { BannerRow } from './save-banner.ts';

export function presentBanner(row: BannerRow, locale: Locale): Banner {
  return { id: row.id, kind: row.kind, title: inLanguage(row.title, locale), body: inLanguage(row.body, locale), image_url: row.imageUrl, link_url: row.linkUrl };
}

/** The console's view: both languages as written. */
export function presentHostBanner(row: BannerRow, now: Date): HostBanner {
  return {
    id: row.id,
    kind: row.kind,
    title: { ko: row.title.ko, en: row.title.en },
    body: { ko: row.body.ko, en: row.body.en },
    image_url: row.imageUrl,
    link_url: row.linkUrl,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    position: row.position,
    active: row.isActive,
    live: isLive(row, now),
    updated_at: row.updatedAt.toISOString(),
  };
}
