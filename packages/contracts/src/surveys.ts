import { z } from 'zod';
import { idSchema, int4Schema, isoDateTimeSchema, textSchema } from './bounds.ts';

/** General surveys, the job survey that feeds the talent pool, and a competition's survey for its prize winners. */
export const surveyKinds = ['general', 'job', 'winner'] as const;
export const surveyKindSchema = z.enum(surveyKinds);
export type SurveyKind = z.infer<typeof surveyKindSchema>;

export const surveyQuestionKinds = ['single', 'multiple', 'text', 'scale', 'file'] as const;
export type SurveyQuestionKind = (typeof surveyQuestionKinds)[number];

/** What a file question may accept; each is checked by the file's first bytes, never by its name. */
export const surveyFileTypes = ['pdf', 'png', 'jpeg', 'zip', 'txt'] as const;
export type SurveyFileType = (typeof surveyFileTypes)[number];

export const SURVEY_TITLE_MAX = 200;
export const SURVEY_DESCRIPTION_MAX = 5_000;
export const SURVEY_QUESTIONS_MAX = 50;
export const SURVEY_OPTIONS_MAX = 30;
export const SURVEY_TEXT_ANSWER_MAX = 2_000;
export const SURVEY_SCALE_MAX = 10;
/** The ceiling of any file question; each question sets its own limit at or below it. */
export const SURVEY_FILE_MAX_MB = 20;

const keySchema = z.string().regex(/^[a-z0-9_-]{1,40}$/, { message: 'validation.survey_key' });
/** Korean is required; English may be left empty (Korean shows instead). */
const requiredKo = (max: number) => z.object({ ko: textSchema(max).trim().min(1), en: textSchema(max).trim().default('') });
const optionalText = (max: number) => z.object({ ko: textSchema(max).trim().default(''), en: textSchema(max).trim().default('') }).default({ ko: '', en: '' });

const questionBase = { id: keySchema, title: requiredKo(300), help: optionalText(1_000), required: z.boolean().default(false) };
const optionSchema = z.object({ id: keySchema, label: requiredKo(200) });
const optionsSchema = z
  .array(optionSchema)
  .min(2)
  .max(SURVEY_OPTIONS_MAX)
  .refine((options) => new Set(options.map((option) => option.id)).size === options.length, { message: 'validation.survey_duplicate_key' });

/** One question of the builder; the order of the list is the order on the page. */
export const surveyQuestionSchema = z.discriminatedUnion('kind', [
  z.object({ ...questionBase, kind: z.literal('single'), options: optionsSchema }),
  z.object({ ...questionBase, kind: z.literal('multiple'), options: optionsSchema }),
  z.object({ ...questionBase, kind: z.literal('text'), max_length: int4Schema(1, SURVEY_TEXT_ANSWER_MAX).default(SURVEY_TEXT_ANSWER_MAX) }),
  z.object({ ...questionBase, kind: z.literal('scale'), max: int4Schema(2, SURVEY_SCALE_MAX), min_label: optionalText(100), max_label: optionalText(100) }),
  z.object({ ...questionBase, kind: z.literal('file'), file_types: z.array(z.enum(surveyFileTypes)).min(1), max_mb: int4Schema(1, SURVEY_FILE_MAX_MB) }),
]);
export type SurveyQuestion = z.output<typeof surveyQuestionSchema>;
export type SurveyQuestionInput = z.input<typeof surveyQuestionSchema>;

/** The whole builder form, sent whole on create and on edit. */
export const surveyInputSchema = z
  .object({
    kind: surveyKindSchema,
    title: requiredKo(SURVEY_TITLE_MAX),
    description: optionalText(SURVEY_DESCRIPTION_MAX),
    /** The competition a winner survey belongs to; only its prize winners may answer. */
    competition_id: idSchema.nullable().default(null),
    opens_at: isoDateTimeSchema.nullable().default(null),
    closes_at: isoDateTimeSchema.nullable().default(null),
    questions: z.array(surveyQuestionSchema).min(1).max(SURVEY_QUESTIONS_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'winner' && value.competition_id === null) ctx.addIssue({ code: 'custom', path: ['competition_id'], message: 'validation.required' });
    if (value.opens_at && value.closes_at && Date.parse(value.closes_at) <= Date.parse(value.opens_at)) {
      ctx.addIssue({ code: 'custom', path: ['closes_at'], message: 'validation.survey_closes_before_opens' });
    }
    if (new Set(value.questions.map((question) => question.id)).size !== value.questions.length) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'validation.survey_duplicate_key' });
    }
  });
export type SurveyInput = z.input<typeof surveyInputSchema>;
export type SurveyValues = z.output<typeof surveyInputSchema>;

export const surveyParamsSchema = z.object({ id: idSchema });
export const surveyPublishSchema = z.object({ published: z.boolean() });
export const surveyIdQuerySchema = z.object({ survey_id: idSchema });

/** Where a survey stands for a reader now: a published survey before its opening, open, or after its close. */
export const surveyStates = ['upcoming', 'open', 'closed'] as const;
export type SurveyState = (typeof surveyStates)[number];

/** An answer as the member sends it: an option id, option ids, text, a scale point or an upload id. */
export const surveyAnswerValueSchema = z.union([textSchema(SURVEY_TEXT_ANSWER_MAX), z.array(keySchema).max(SURVEY_OPTIONS_MAX), int4Schema(), z.null()]);

export const talentLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const talentWishes = ['full_time', 'part_time', 'intern', 'freelance'] as const;
export type TalentLevel = (typeof talentLevels)[number];
export type TalentWish = (typeof talentWishes)[number];
export const TALENT_SKILLS_MAX = 10;

/** Joining or updating the talent pool; `consent` must be the member's own tick of the consent text. */
export const talentPoolInputSchema = z.object({
  skills: z
    .array(textSchema(40).trim().min(1))
    .min(1)
    .max(TALENT_SKILLS_MAX)
    .transform((skills) => [...new Set(skills.map((skill) => skill.toLowerCase()))]),
  level: z.enum(talentLevels),
  wish: z.enum(talentWishes),
  consent: z.literal(true, { message: 'validation.talent_consent' }),
});
export type TalentPoolInput = z.input<typeof talentPoolInputSchema>;

export const surveySubmitSchema = z.object({
  survey_id: idSchema,
  answers: z.record(keySchema, surveyAnswerValueSchema),
  /** Only on a job survey: join (or update) the talent pool in the same step. */
  talent_pool: talentPoolInputSchema.optional(),
});
export type SurveySubmit = z.input<typeof surveySubmitSchema>;

export const talentSearchQuerySchema = z.object({
  skill: textSchema(40).trim().toLowerCase().optional(),
  level: z.enum(talentLevels).optional(),
  wish: z.enum(talentWishes).optional(),
});
export const talentAccessSchema = z.object({ email: textSchema(320).trim().min(3), granted: z.boolean() });

// ---- Answers (public reads) ----

const localizedQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(surveyQuestionKinds),
  title: z.string(),
  help: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  max_length: z.number().nullable(),
  scale: z.object({ max: z.number(), min_label: z.string(), max_label: z.string() }).nullable(),
  file: z.object({ types: z.array(z.enum(surveyFileTypes)), max_mb: z.number() }).nullable(),
});
export type LocalizedSurveyQuestion = z.infer<typeof localizedQuestionSchema>;

/** A published survey in the reader's language, with what the reader may do with it. */
export const surveyDataSchema = z.object({
  id: z.number(),
  kind: surveyKindSchema,
  title: z.string(),
  description: z.string(),
  competition: z.object({ id: z.number(), title: z.string() }).nullable(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  state: z.enum(surveyStates),
  questions: z.array(localizedQuestionSchema),
});
export type SurveyData = z.infer<typeof surveyDataSchema>;

export const surveyListQuerySchema = z.object({ kind: surveyKindSchema.default('general') });
/** A survey open now, as the survey pages list them when no survey is named. */
export const surveyListItemSchema = z.object({ id: z.number(), kind: surveyKindSchema, title: z.string(), closes_at: z.string().nullable() });
export type SurveyListItem = z.infer<typeof surveyListItemSchema>;

/** Whether the signed-in member has answered, and whether they may (a winner survey is for its prize winners only). */
export const surveyAnsweredSchema = z.object({ answered: z.boolean(), eligible: z.boolean() });
export type SurveyAnswered = z.infer<typeof surveyAnsweredSchema>;

export const surveyUploadSchema = z.object({ upload_id: z.number(), name: z.string(), size: z.number(), type: z.enum(surveyFileTypes) });
export type SurveyUpload = z.infer<typeof surveyUploadSchema>;

export const talentPoolEntrySchema = z.object({ skills: z.array(z.string()), level: z.enum(talentLevels), wish: z.enum(talentWishes), joined_at: z.string() });
export type TalentPoolEntry = z.infer<typeof talentPoolEntrySchema>;

// ---- Console ----

/** A survey as the console lists it. */
export const hostSurveySummarySchema = z.object({
  id: z.number(),
  kind: surveyKindSchema,
  title: z.object({ ko: z.string(), en: z.string() }),
  published: z.boolean(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  response_count: z.number(),
  open_count: z.number(),
});
export type HostSurveySummary = z.infer<typeof hostSurveySummarySchema>;

/** A survey as the builder edits it, in both languages. */
export const hostSurveySchema = hostSurveySummarySchema.extend({
  description: z.object({ ko: z.string(), en: z.string() }),
  competition_id: z.number().nullable(),
  questions: z.array(surveyQuestionSchema),
});
export type HostSurvey = z.infer<typeof hostSurveySchema>;

/** One question's results: counts per option or scale point, the texts, the files. */
export const surveyQuestionResultSchema = z.object({
  id: z.string(),
  kind: z.enum(surveyQuestionKinds),
  title: z.string(),
  answered: z.number(),
  counts: z.array(z.object({ key: z.string(), label: z.string(), count: z.number() })),
  texts: z.array(z.string()),
  files: z.array(z.object({ name: z.string(), size: z.number(), url: z.string() })),
});
export const surveyResultsSchema = z.object({
  id: z.number(),
  title: z.string(),
  response_count: z.number(),
  open_count: z.number(),
  questions: z.array(surveyQuestionResultSchema),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

export const talentSearchResultSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  skills: z.array(z.string()),
  level: z.enum(talentLevels),
  wish: z.enum(talentWishes),
});
export type TalentSearchResult = z.infer<typeof talentSearchResultSchema>;
