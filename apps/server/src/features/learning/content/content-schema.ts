import { z } from 'zod';
import {
  CODE_RUN_MAX_BYTES,
  eduAccessKinds,
  eduCategories,
  eduDataFileNamePattern,
  eduLevels,
  eduProjectStates,
  eduSlugSchema,
  EDU_CODE_MAX,
  EDU_DATA_FILE_MAX_BYTES,
  EDU_DESCRIPTION_MAX,
  EDU_HINTS_MAX,
  EDU_QUIZ_OPTIONS_MAX,
  EDU_STAGE_XP_DEFAULT,
  EDU_STAGE_XP_MAX,
  EDU_STEP_BODY_MAX,
  EDU_SUMMARY_MAX,
  EDU_TITLE_MAX,
  EDU_ZIP_MAX_BYTES,
  IMAGE_MAX_BYTES,
  quizKinds,
  textSchema,
} from '@madang/contracts';

/**
 * How large a project folder or zip may be, and each of its parts (docs/learning.md "Content as files"). Texts have
 * the console's bounds, so that whatever the console saves exports to a folder that imports again.
 */
export const contentLimits = {
  zipBytes: EDU_ZIP_MAX_BYTES,
  entries: 600,
  /** All files of the folder together, unpacked. */
  totalBytes: 100 * 1024 * 1024,
  /** A markdown or Python file. */
  textFileBytes: 256 * 1024,
  dataFileBytes: EDU_DATA_FILE_MAX_BYTES,
  dataFiles: 20,
  coverBytes: IMAGE_MAX_BYTES,
  stages: 50,
  stepsPerStage: 50,
} as const;

export const dataFileNamePattern = eduDataFileNamePattern;

/** Both languages' keys are always there; `required` texts (titles, hints, options) may not be empty in either. */
const bothLanguages = (max: number, required: boolean) => {
  const text = required ? textSchema(max).trim().min(1) : textSchema(max).trim();
  return z.strictObject({ ko: text, en: text });
};

export const localizedTitleSchema = bothLanguages(EDU_TITLE_MAX, true);
export const localizedSummarySchema = bothLanguages(EDU_SUMMARY_MAX, false);
export const descriptionSchema = bothLanguages(EDU_DESCRIPTION_MAX, false);
export const stepBodySchema = bothLanguages(EDU_STEP_BODY_MAX, false);

const imageFileNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(png|jpe?g|webp)$/i;

/** `project.md`'s front matter. */
export const projectFrontMatterSchema = z.strictObject({
  slug: eduSlugSchema,
  category: z.enum(eduCategories),
  level: z.enum(eduLevels),
  access: z.enum(eduAccessKinds).default('free'),
  state: z.enum(eduProjectStates).default('draft'),
  position: z.number().int().min(0).max(10_000).default(0),
  /** The slug of the practice competition the project leads to. */
  competition: textSchema(100).min(1).optional(),
  cover: z.string().regex(imageFileNamePattern, { message: 'validation.edu_cover_name' }).optional(),
  title: localizedTitleSchema,
  summary: localizedSummarySchema,
});

/** `stage.md`'s front matter. */
export const stageFrontMatterSchema = z.strictObject({
  title: localizedTitleSchema,
  summary: localizedSummarySchema,
  xp: z.number().int().min(0).max(EDU_STAGE_XP_MAX).default(EDU_STAGE_XP_DEFAULT),
});

const optionText = textSchema(500).trim().min(1);
const quizOptionFileSchema = z.strictObject({ id: z.number().int().min(1).max(1000), ko: optionText, en: optionText });

/** A quiz as its step file writes it; the rules between its parts are checked in parse-step.ts. */
export const quizFileSchema = z.strictObject({
  kind: z.enum(quizKinds),
  options: z.array(quizOptionFileSchema).max(EDU_QUIZ_OPTIONS_MAX).default([]),
  correct: z.array(z.number().int().min(1).max(1000)).max(EDU_QUIZ_OPTIONS_MAX).default([]),
  accepted: z.array(textSchema(200).trim().min(1)).max(20).default([]),
  explanation: bothLanguages(2_000, false).default({ ko: '', en: '' }),
});

/** A step file's front matter: the parts each kind needs are checked after the kind is known. */
export const stepFrontMatterSchema = z.strictObject({
  kind: z.enum(['lesson', 'quiz', 'code']),
  title: localizedTitleSchema,
  quiz: quizFileSchema.optional(),
  hints: z.array(bothLanguages(2_000, true)).max(EDU_HINTS_MAX).optional(),
  expects_figure: z.boolean().optional(),
});

/** Starter, model answer or check: what a run takes. */
export const codeTextSchema = textSchema(EDU_CODE_MAX).refine((code) => new TextEncoder().encode(code).length <= CODE_RUN_MAX_BYTES, { message: 'validation.code_too_large' });

export type ProjectFrontMatter = z.infer<typeof projectFrontMatterSchema>;
export type QuizFile = z.infer<typeof quizFileSchema>;
