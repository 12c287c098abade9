/**
 * Where a banner shows: the home's rolling banner, the popup on the home, the strip above the header,
 * or a tile of the home's banner row. Zod-free, so the first visit's code and the schema can read it.
 */
export const bannerKinds = ['rolling', 'popup', 'top', 'tile'] as const;
export type BannerKind = (typeof bannerKinds)[number];

/** Banners change rarely: the server and the browser both keep the live list this long (spec section 8). */
export const BANNER_CACHE_MS = 240_000;
