import { z } from 'zod';
import { idSchema, int4Schema, textSchema } from './bounds.ts';
import { errorBodySchema } from './envelope.ts';
import { codeRunSchema, CODE_RUN_MAX_BYTES } from './code-runs.ts';
import { localizedTextSchema } from './competitions.ts';
import { eduAccessKinds, eduCategories, eduLevels, eduProjectStates, eduStepKinds, quizKinds } from './learning.ts';

/**
 * The console's learning section (`/api/v1/host/learning/...`): educators write the projects they author,
 * admins every project. docs/learning.md ("Authoring") tells the publishing rule.
 */

export const EDU_TITLE_MAX = 200;
export const EDU_SUMMARY_MAX = 1_000;
/** Markdown of a description or a step: a lesson is a page, not a book (the content files hold the same). */
export const EDU_DESCRIPTION_MAX = 30_000;
export const EDU_STEP_BODY_MAX = 30_000;
/** A starter, check or model answer. */
export const EDU_CODE_MAX = 30_000;
export const EDU_QUIZ_OPTIONS_MAX = 10;
export const EDU_HINTS_MAX = 5;
/** Data files of one project, each mounted into every run: small samples, not datasets. */
export const EDU_DATA_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A project as a zip (its data files included). */
export const EDU_ZIP_MAX_BYTES = 50 * 1024 * 1024;

/** Both languages, both required (the pages show each language's own text, never the other's). */
const bothLanguages = (max: number) => z.object({ ko: textSchema(max).trim().min(1), en: textSchema(max).trim().min(1) });
/** Both languages, either may be empty (a stage's summary, a lesson's body while it is written). */
const bothOptional = (max: number) => z.object({ ko: textSchema(max).trim().default(''), en: textSchema(max).trim().default('') });

/** Python the runner takes: as the content files hold it, and within a run's bytes. */
const pythonSchema = textSchema(EDU_CODE_MAX).refine((code) => new TextEncoder().encode(code).length <= CODE_RUN_MAX_BYTES, { message: 'validation.code_too_large' });

/** A cover is an image of the platform's store, never an outside address. */
export const EDU_COVER_URL = /^\/api\/v1\/images\/[a-f0-9]{64}\.(png|jpg|webp)$/;

export const eduSlugSchema = textSchema(64)
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'validation.invalid_value')
  .refine((slug) => !/^\d+$/.test(slug), 'validation.invalid_value');

/** The whole project form, sent whole on create and on edit; the state changes by publish and unpublish only. */
export const eduProjectInputSchema = z.object({
  slug: eduSlugSchema,
  category: z.enum(eduCategories),
  level: z.enum(eduLevels),
  access: z.enum(eduAccessKinds).default('free'),
  title: bothLanguages(EDU_TITLE_MAX),
  summary: bothOptional(EDU_SUMMARY_MAX),
  description: bothOptional(EDU_DESCRIPTION_MAX),
  /** An address `POST /api/v1/host/images` gave (the platform's own store); null draws the category's cover. */
  cover_url: textSchema(200).regex(EDU_COVER_URL, 'validation.invalid_value').nullable().default(null),
  /** The practice competition the project leads to. */
  competition_id: idSchema.nullable().default(null),
  /** Order among the subject's projects (lower first). */
  position: int4Schema(0, 10_000).default(0),
});
export type EduProjectInput = z.input<typeof eduProjectInputSchema>;
export type EduProjectValues = z.output<typeof eduProjectInputSchema>;

export const eduStageInputSchema = z.object({
  title: bothLanguages(EDU_TITLE_MAX),
  summary: bothOptional(EDU_SUMMARY_MAX),
  xp: int4Schema(0, 500).default(50),
});
export type EduStageInput = z.input<typeof eduStageInputSchema>;

export const eduQuizInputSchema = z
  .object({
    kind: z.enum(quizKinds),
    options: z
      .array(z.object({ id: int4Schema(1, 1000), text: bothLanguages(500) }))
      .max(EDU_QUIZ_OPTIONS_MAX)
      .default([]),
    correct: z.array(int4Schema(1, 1000)).max(EDU_QUIZ_OPTIONS_MAX).default([]),
    /** Short answers accepted (compared after trimming, NFKC and case folding). */
    accepted: z.array(textSchema(200).trim().min(1)).max(20).default([]),
    explanation: bothOptional(2_000).default({ ko: '', en: '' }),
  })
  .superRefine((quiz, issue) => {
    const ids = new Set(quiz.options.map((option) => option.id));
    if (ids.size !== quiz.options.length) issue.addIssue({ code: 'custom', path: ['options'], message: 'validation.quiz_option_ids' });
    if (quiz.kind === 'short') {
      if (quiz.accepted.length === 0) issue.addIssue({ code: 'custom', path: ['accepted'], message: 'validation.quiz_accepted' });
      return;
    }
    if (quiz.options.length < 2) issue.addIssue({ code: 'custom', path: ['options'], message: 'validation.quiz_options' });
    if (quiz.correct.some((id) => !ids.has(id))) issue.addIssue({ code: 'custom', path: ['correct'], message: 'validation.quiz_correct_unknown' });
    const wanted = quiz.kind === 'single' ? quiz.correct.length === 1 : quiz.correct.length >= 1;
    if (!wanted) issue.addIssue({ code: 'custom', path: ['correct'], message: quiz.kind === 'single' ? 'validation.quiz_single' : 'validation.quiz_multiple' });
  });
export type EduQuizInput = z.input<typeof eduQuizInputSchema>;

/** What a code step's preview runs: the starter and the model answer, each with the check. */
export const eduCodePartsSchema = z.object({
  starter: pythonSchema,
  check: pythonSchema.refine((code) => code.trim().length > 0, { message: 'validation.required' }),
  solution: pythonSchema.refine((code) => code.trim().length > 0, { message: 'validation.required' }),
});
export type EduCodeParts = z.infer<typeof eduCodePartsSchema>;

export const eduCodeInputSchema = eduCodePartsSchema.extend({
  hints: z.array(bothLanguages(2_000)).max(EDU_HINTS_MAX).default([]),
  expects_figure: z.boolean().default(false),
});
export type EduCodeInput = z.input<typeof eduCodeInputSchema>;

const stepBase = { title: bothLanguages(EDU_TITLE_MAX), body: bothOptional(EDU_STEP_BODY_MAX) };

/** The whole step form: its kind decides which parts it has. */
export const eduStepInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lesson'), ...stepBase }),
  z.object({ kind: z.literal('quiz'), ...stepBase, quiz: eduQuizInputSchema }),
  z.object({ kind: z.literal('code'), ...stepBase, code: eduCodeInputSchema }),
]);
export type EduStepInput = z.input<typeof eduStepInputSchema>;
export type EduStepValues = z.output<typeof eduStepInputSchema>;

/** New order of a project's stages, or of a stage's steps: every id once. */
export const eduReorderSchema = z.object({ ids: z.array(idSchema).min(1).max(1000) });

/** A preview of the saved step, or of an unsaved draft of its code parts. */
export const eduPreviewRequestSchema = z.object({ draft: eduCodePartsSchema.optional() });

export const eduAuthoringParamsSchema = z.object({ id: idSchema });
export const eduAuthoringFileParamsSchema = z.object({ id: idSchema, fileId: idSchema });
export const eduExportQuerySchema = z.object({ lang: z.enum(['ko', 'en']).default('ko') });

// ---- Answers ----

/** `passed`: the model answer passed its check and the starter did not; `running` until both runs are done. */
export const eduPreviewStateSchema = z.enum(['running', 'passed', 'failed']);

export const eduPreviewSchema = z.object({
  id: z.number().int(),
  state: eduPreviewStateSchema,
  /** Whether it previewed the step as saved now (publishing counts only those). */
  current: z.boolean(),
  solution: codeRunSchema,
  starter: codeRunSchema,
  created_at: z.string(),
});
export type EduPreview = z.infer<typeof eduPreviewSchema>;

export const eduAuthoringProjectItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(eduCategories),
  level: z.enum(eduLevels),
  access: z.enum(eduAccessKinds),
  state: z.enum(eduProjectStates),
  title: localizedTextSchema,
  stage_count: z.number().int(),
  step_count: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updated_at: z.string(),
});
export type EduAuthoringProjectItem = z.infer<typeof eduAuthoringProjectItemSchema>;

const quizViewSchema = z.object({
  kind: z.enum(quizKinds),
  options: z.array(z.object({ id: z.number().int(), text: localizedTextSchema })),
  correct: z.array(z.number().int()),
  accepted: z.array(z.string()),
  explanation: localizedTextSchema,
});

const codeViewSchema = z.object({
  starter: z.string(),
  check: z.string(),
  solution: z.string(),
  hints: z.array(localizedTextSchema),
  expects_figure: z.boolean(),
});

export const eduAuthoringStepSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  kind: z.enum(eduStepKinds),
  title: localizedTextSchema,
  body: localizedTextSchema,
  quiz: quizViewSchema.nullable(),
  code: codeViewSchema.nullable(),
  /** The latest preview of a code step, current or not. */
  preview: eduPreviewSchema.nullable(),
});
export type EduAuthoringStep = z.infer<typeof eduAuthoringStepSchema>;

export const eduAuthoringStageSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  xp: z.number().int(),
  steps: z.array(eduAuthoringStepSchema),
});
export type EduAuthoringStage = z.infer<typeof eduAuthoringStageSchema>;

export const eduAuthoringFileSchema = z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), url: z.string() });

/** One thing that keeps a project from being published; `stage`/`step` numbers locate it when it is a part's. */
export const eduPublishProblemSchema = z.object({
  key: z.string(),
  stage: z.number().int().nullable(),
  step: z.number().int().nullable(),
  detail: z.string(),
});
export type EduPublishProblem = z.infer<typeof eduPublishProblemSchema>;

/** `POST …/publish` refused (409 `edu_publish_refused`): what is left to do. */
export const eduPublishRefusalSchema = errorBodySchema.extend({ data: z.object({ problems: z.array(eduPublishProblemSchema) }) });

export const eduAuthoringProjectSchema = eduAuthoringProjectItemSchema.extend({
  summary: localizedTextSchema,
  description: localizedTextSchema,
  cover_url: z.string().nullable(),
  competition_id: z.number().int().nullable(),
  position: z.number().int(),
  data_files: z.array(eduAuthoringFileSchema),
  stages: z.array(eduAuthoringStageSchema),
  /** What publishing would refuse now (empty: ready). */
  problems: z.array(eduPublishProblemSchema),
});
export type EduAuthoringProject = z.infer<typeof eduAuthoringProjectSchema>;

/** An import refused: each problem with the file it is in, in the request's language. */
export const eduImportProblemSchema = z.object({ file: z.string(), detail: z.string() });
export type EduImportProblem = z.infer<typeof eduImportProblemSchema>;
