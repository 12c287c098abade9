import { z } from 'zod';
import { bannerKinds } from './banner-kinds.ts';
import { idSchema, int4Schema, isoDateTimeSchema, textSchema } from './bounds.ts';

export const bannerKindSchema = z.enum(bannerKinds);

export const BANNER_TITLE_MAX = 100;
export const BANNER_BODY_MAX = 300;
export const BANNER_LINK_MAX = 500;
export const BANNER_POSITION_MAX = 9_999;

/**
 * Where a banner may lead: a path of this site (not `//host`, which a browser reads as another site) or an
 * https address. Nothing else: no `javascript:`, no plain http.
 */
export const BANNER_LINK_PATTERN = /^(\/(?![/\\])\S*|https:\/\/[^\s/?#]+(?:[/?#]\S*)?)$/;
/** Banner images are the ones uploaded through the console's image upload, named by the hash of their bytes. */
export const BANNER_IMAGE_PATTERN = /^\/api\/v1\/images\/[a-f0-9]{64}\.(png|jpg|webp)$/;

const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The whole banner form of the console, sent whole on create and on edit. Korean is required, English may stay empty. */
export const bannerInputSchema = z
  .object({
    kind: bannerKindSchema,
    title: z.object({ ko: textSchema(BANNER_TITLE_MAX).trim().min(1), en: textSchema(BANNER_TITLE_MAX).trim().default('') }),
    body: z.object({ ko: textSchema(BANNER_BODY_MAX).trim().default(''), en: textSchema(BANNER_BODY_MAX).trim().default('') }).default({ ko: '', en: '' }),
    image_url: z.preprocess(emptyAsNull, textSchema(200).regex(BANNER_IMAGE_PATTERN, 'validation.banner_image').nullable()).default(null),
    link_url: z.preprocess(emptyAsNull, textSchema(BANNER_LINK_MAX).trim().regex(BANNER_LINK_PATTERN, 'validation.banner_link').nullable()).default(null),
    starts_at: isoDateTimeSchema.nullable().default(null),
    ends_at: isoDateTimeSchema.nullable().default(null),
    position: int4Schema(0, BANNER_POSITION_MAX).default(0),
    active: z.boolean().default(true),
  })
  .refine((banner) => banner.starts_at === null || banner.ends_at === null || new Date(banner.ends_at) > new Date(banner.starts_at), {
    path: ['ends_at'],
    message: 'validation.banner_dates',
  });
export type BannerInput = z.input<typeof bannerInputSchema>;
export type BannerValues = z.output<typeof bannerInputSchema>;

export const bannerParamsSchema = z.object({ id: idSchema });
export const bannerActiveSchema = z.object({ active: z.boolean() });
export const bannerListQuerySchema = z.object({ type: bannerKindSchema });

const bothLanguages = z.object({ ko: z.string(), en: z.string() });

/** A banner as the console edits it: both languages, switched-off and out-of-date ones too. */
export const hostBannerSchema = z.object({
  id: z.number().int(),
  kind: bannerKindSchema,
  title: bothLanguages,
  body: bothLanguages,
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  /** Whether visitors see it now: switched on and within its dates. */
  live: z.boolean(),
  updated_at: z.string(),
});
export type HostBanner = z.infer<typeof hostBannerSchema>;

/** A live banner as the home shows it, in the visitor's language. */
export const bannerSchema = z.object({
  id: z.number().int(),
  kind: bannerKindSchema,
  title: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema);
