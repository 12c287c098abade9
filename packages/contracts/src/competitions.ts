import { z } from 'zod';
import { dateSchema, idSchema, int4QuerySchema, int4Schema, textSchema } from './bounds.ts';

/** The {host} segment of /competitions/{host}/{name}: official competitions and open (partner) ones. */
export const competitionHostSchema = z.enum(['official', 'open']);
export type CompetitionHost = z.infer<typeof competitionHostSchema>;

export const competitionStatuses = ['active', 'practice', 'closed'] as const;
export const competitionStatusSchema = z.enum(competitionStatuses);
export type CompetitionStatus = z.infer<typeof competitionStatusSchema>;

export const competitionKinds = ['competition', 'hackathon'] as const;
export const competitionKindSchema = z.enum(competitionKinds);

/** Whether a higher or a lower score ranks first. */
export const metricDirections = ['higher', 'lower'] as const;
export const metricDirectionSchema = z.enum(metricDirections);

/** `same`: a team's members must share one affiliation. */
export const affiliationRules = ['any', 'same'] as const;
export const affiliationRuleSchema = z.enum(affiliationRules);

/** Who a participant competes as; where a competition asks for it, a team's members share one. */
export const affiliations = ['individual', 'startup'] as const;

/** `invited`: only the host's invitees see and join the competition. */
export const competitionAccessModes = ['public', 'invited'] as const;
export const competitionAccessSchema = z.enum(competitionAccessModes);
export type CompetitionKind = z.infer<typeof competitionKindSchema>;

/**
 * Where a competition stands right now: `upcoming` before the start, `open` while it takes
 * submissions, `ended` after the end until the host closes it, `closed` once the final board is out.
 * A practice competition stays `open` after its start.
 */
export const competitionPhaseSchema = z.enum(['upcoming', 'open', 'ended', 'closed']);
export type CompetitionPhase = z.infer<typeof competitionPhaseSchema>;

export const localizedTextSchema = z.object({ ko: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Boolean-ish query flags as the legacy API sends them: `1`/`0`, `true`/`false`. */
const flagSchema = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** A competition named by its number or its slug (the {name} segment of the page). */
export const competitionRefSchema = z.union([
  idSchema,
  // All digits is a number, never a slug (slugs are refused that shape): past int4 it is no competition.
  textSchema(80)
    .trim()
    .min(1)
    .regex(/^[a-z0-9][a-z0-9-]*$/)
    .refine((s) => !/^\d+$/.test(s), 'validation.invalid_value'),
]);
export type CompetitionRef = z.infer<typeof competitionRefSchema>;

export const COMPETITION_LIST_SORTS = ['recent', 'deadline', 'prize', 'teams'] as const;

export const competitionListQuerySchema = z.object({
  is_official: flagSchema.optional(),
  kind: competitionKindSchema.optional(),
  status: competitionStatusSchema.optional(),
  phase: competitionPhaseSchema.optional(),
  keyword: textSchema(100).trim().optional(),
  sort: z.enum(COMPETITION_LIST_SORTS).default('recent'),
  version: int4QuerySchema().optional(),
});
export type CompetitionListQuery = z.infer<typeof competitionListQuerySchema>;

export const hackathonListQuerySchema = z.object({
  period: z.enum(['ongoing', 'ended', 'all']).default('all'),
});

export const sponsorSchema = z.object({ name: z.string(), logo_url: z.string(), url: z.string().nullable() });
export const prizeSchema = z.object({ rank: z.number().int(), amount: z.number().int(), label: localizedTextSchema });

/** One card of the competition list and of the home page's official list. */
export const competitionListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  is_official: z.union([z.literal(0), z.literal(1)]),
  host: competitionHostSchema,
  kind: competitionKindSchema,
  title: localizedTextSchema,
  summary: localizedTextSchema,
  status: competitionStatusSchema,
  phase: competitionPhaseSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  /** Whole days from today to the end date, both in Korean time: 0 on the last day, negative after. */
  d_day: z.number().int(),
  /** Share of the schedule that has passed, 0 to 1. */
  progress: z.number().min(0).max(1),
  prize_total: z.number().int(),
  team_count: z.number().int(),
  metric: z.string(),
  sponsors: z.array(sponsorSchema),
  /** The host's cover image, shown on the card and the page header; null for none. */
  cover_image_url: z.string().nullable(),
});
export type CompetitionListItem = z.infer<typeof competitionListItemSchema>;

export const competitionQuerySchema = z.object({
  cpt_id: competitionRefSchema,
  is_official: flagSchema.optional(),
});

export const cptIdQuerySchema = z.object({ cpt_id: competitionRefSchema });
export const cptIdBodySchema = z.object({ cpt_id: competitionRefSchema });

/** What the signed-in member has done in a competition; all false for a visitor. */
export const competitionMembershipSchema = z.object({
  agreed: z.boolean(),
  joined: z.boolean(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  is_leader: z.boolean(),
  can_submit: z.boolean(),
});
export type CompetitionMembership = z.infer<typeof competitionMembershipSchema>;

export const competitionDetailSchema = competitionListItemSchema.extend({
  pages: z.object({
    description: localizedTextSchema,
    evaluation: localizedTextSchema,
    prize: localizedTextSchema,
    rules: localizedTextSchema,
    schedule: localizedTextSchema,
    agreement: localizedTextSchema,
    data: localizedTextSchema,
  }),
  team_merge_deadline: z.string().nullable(),
  metric_direction: metricDirectionSchema,
  rules: z.object({
    daily_limit: z.number().int(),
    total_limit: z.number().int().nullable(),
    final_limit: z.number().int(),
    file_extension: z.string(),
    max_file_bytes: z.number().int(),
    max_rows: z.number().int(),
    team_size_max: z.number().int(),
    affiliation_rule: affiliationRuleSchema,
    requires_phone: z.boolean(),
    file_name_max: z.number().int(),
  }),
  prizes: z.array(prizeSchema),
  access: competitionAccessSchema,
  accepts_submissions: z.boolean(),
  closed_at: z.string().nullable(),
  me: competitionMembershipSchema,
});
export type CompetitionDetail = z.infer<typeof competitionDetailSchema>;

export const dataFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size_bytes: z.number().int(),
  description: localizedTextSchema,
  is_sample: z.boolean(),
});
export type DataFile = z.infer<typeof dataFileSchema>;

/** The data page: whether the member agreed to the rules (downloads wait for it), the page's text and the files. */
export const competitionDataSchema = z.object({ agreed: z.boolean(), description: localizedTextSchema, files: z.array(dataFileSchema) });

export const downloadRequestSchema = z.object({
  cpt_id: competitionRefSchema,
  /** One file; without it, a link for every file. */
  file_id: idSchema.optional(),
});

export const downloadLinkSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string(), expires_in: z.number().int() });

export const joinAloneRequestSchema = z.object({
  cpt_id: competitionRefSchema,
  /** Individual or startup: chosen when joining, it decides whom the member may team up with. */
  affiliation: z.enum(affiliations).default('individual'),
});

export const checkPhoneQuerySchema = z.object({
  cpt_id: competitionRefSchema.optional(),
  a_phone: textSchema(20).trim().optional(),
});

/** Competition statistics for the status bar (cached 5 minutes). */
export const competitionStatsSchema = z.object({
  active_competitions: z.number().int(),
  total_competitions: z.number().int(),
  total_prize: z.number().int(),
  participants: z.number().int(),
  teams: z.number().int(),
  submissions: z.number().int(),
});

export const closedInfoSchema = z.object({
  closed: z.boolean(),
  closed_at: z.string().nullable(),
  private_board: z.boolean(),
  team_count: z.number().int(),
  ranked_teams: z.number().int(),
});

/** An image address a page may show: one of this platform's own paths or an https address, never a script. */
export const imageUrlSchema = textSchema(500)
  .trim()
  .regex(/^(\/(?!\/)|https:\/\/)/, 'validation.invalid_value');

/** The longest page of a competition (description, rules, ...), per language. */
export const COMPETITION_PAGE_MAX = 100_000;

/** Text in both languages as a form sends it, each side bounded. */
const localizedInputSchema = (max: number) => z.object({ ko: textSchema(max), en: textSchema(max) });
const pageTextSchema = localizedInputSchema(COMPETITION_PAGE_MAX).default({ ko: '', en: '' });
const prizeInputSchema = z.object({ rank: int4Schema(1, 10_000), amount: int4Schema(0), label: localizedInputSchema(200) });
const sponsorInputSchema = z.object({ name: textSchema(200), logo_url: imageUrlSchema, url: textSchema(500).nullable() });

/** What a host gives to create a competition (the host console's form; the demo seed uses it too). */
export const competitionCreateSchema = z.object({
  slug: textSchema(80)
    .trim()
    .min(1)
    .regex(/^[a-z0-9][a-z0-9-]*$/)
    .refine((s) => !/^\d+$/.test(s), 'validation.invalid_value'),
  is_official: z.boolean().default(true),
  kind: competitionKindSchema.default('competition'),
  status: competitionStatusSchema.default('active'),
  title: localizedInputSchema(200),
  summary: localizedInputSchema(1000).default({ ko: '', en: '' }),
  pages: z
    .object({
      description: pageTextSchema,
      evaluation: pageTextSchema,
      prize: pageTextSchema,
      rules: pageTextSchema,
      schedule: pageTextSchema,
      agreement: pageTextSchema,
      data: pageTextSchema,
    })
    .default({
      description: { ko: '', en: '' },
      evaluation: { ko: '', en: '' },
      prize: { ko: '', en: '' },
      rules: { ko: '', en: '' },
      schedule: { ko: '', en: '' },
      agreement: { ko: '', en: '' },
      data: { ko: '', en: '' },
    }),
  starts_at: dateSchema,
  ends_at: dateSchema,
  team_merge_deadline: dateSchema.nullable().default(null),
  metric: textSchema(50).min(1),
  metric_options: z.record(textSchema(100), textSchema(1000)).default({}),
  daily_limit: z.number().int().min(1).max(1000).default(3),
  total_limit: int4Schema(1).nullable().default(null),
  final_limit: z.number().int().min(1).max(10).default(2),
  file_extension: z
    .string()
    .regex(/^[a-z0-9]{1,10}$/)
    .default('csv'),
  max_file_bytes: z
    .number()
    .int()
    .min(1)
    .max(1024 * 1024 * 1024)
    .default(20 * 1024 * 1024),
  max_rows: z.number().int().min(1).max(10_000_000).default(30_000),
  team_size_max: z.number().int().min(1).max(100).default(5),
  // The spec's rule (a team shares one affiliation) unless the host relaxes it.
  affiliation_rule: affiliationRuleSchema.default('same'),
  prizes: z.array(prizeInputSchema).max(100).default([]),
  sponsors: z.array(sponsorInputSchema).max(100).default([]),
  cover_image_url: imageUrlSchema.nullable().default(null),
  access: competitionAccessSchema.default('public'),
  requires_phone: z.boolean().default(false),
});
export type CompetitionCreate = z.input<typeof competitionCreateSchema>;
