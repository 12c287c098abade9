import { eq } from 'drizzle-orm';
import type { BannerValues } from '@madang/contracts/banners';
import type { Executor } from '../../db/client.ts';
import { banners } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

export type BannerRow = typeof banners.$inferSelect;

const columnsOf = (input: BannerValues) => ({
  kind: input.kind,
  title: { ko: input.title.ko, en: input.title.en },
  body: { ko: input.body.ko, en: input.body.en },
  imageUrl: input.image_url,
  linkUrl: input.link_url,
  startsAt: input.starts_at === null ? null : new Date(input.starts_at),
  endsAt: input.ends_at === null ? null : new Date(input.ends_at),
  position: input.position,
  isActive: input.active,
});

export async function createBanner(db: Executor, options: { input: BannerValues }): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(columnsOf(options.input)).returning();
  return row!;
}

/** Replaces a banner's whole form. */
export async function updateBanner(db: Executor, options: { id: number; input: BannerValues }): Promise<BannerRow> {
  const [row] = await db
    .update(banners)
    .set({ ...columnsOf(options.input), updatedAt: new Date() })
    .where(eq(banners.id, options.id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Switches a banner on or off without touching its dates. */
export async function setBannerActive(db: Executor, options: { id: number; active: boolean }): Promise<BannerRow> {
  const [row] = await db.update(banners).set({ isActive: options.active, updatedAt: new Date() }).where(eq(banners.id, options.id)).returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteBanner(db: Executor, options: { id: number }): Promise<void> {
  const deleted = await db.delete(banners).where(eq(banners.id, options.id)).returning({ id: banners.id });
  if (deleted.length === 0) throw notFound();
}
