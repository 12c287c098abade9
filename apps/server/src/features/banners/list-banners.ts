import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { banners } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { BannerRow } from './save-banner.ts';

const order = [asc(banners.kind), asc(banners.position), desc(banners.id)];

/** Every banner for the console, switched-off and out-of-date ones too. */
export function listAllBanners(db: Executor): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .orderBy(...order);
}

export async function findBanner(db: Executor, id: number): Promise<BannerRow> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound();
  return row;
}

/** Switched on, started (or without a start) and not yet ended. */
export function isLive(row: BannerRow, now: Date): boolean {
  return row.isActive && (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || row.endsAt > now);
}

/** The banners visitors see now, of every kind, in their order. */
export function listLiveBanners(db: Executor, options: { now: Date }): Promise<BannerRow[]> {
  const { now } = options;
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.isActive, true), or(isNull(banners.startsAt), lte(banners.startsAt, now)), or(isNull(banners.endsAt), gt(banners.endsAt, now))))
    .orderBy(...order);
}
