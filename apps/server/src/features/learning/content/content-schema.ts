import { z } from 'zod';
import { eduAccessKinds, eduCategories, eduDataFileNamePattern, eduLevels, eduProjectStates, EDU_STAGE_XP_DEFAULT, EDU_STAGE_XP_MAX, quizKinds, textSchema } from '@madang/contracts';

/** How large a project folder or zip may be, and each of its parts (docs/learning.md "Content as files"). */
export const contentLimits = {
  zipBytes: 30 * 1024 * 1024,
  entries: 600,
  /** All files of the folder together, unpacked. */
  totalBytes: 60 * 1024 * 1024,
  /** A markdown or Python file. */
  textFileBytes: 256 * 1024,
  dataFileBytes: 10 * 1024 * 1024,
  dataFiles: 20,
  coverBytes: 2 * 1024 * 1024,
  stages: 50,
  stepsPerStage: 50,
  title: 200,
  summary: 1_000,
  markdown: 30_000,
  code: 30_000,
  options: 10,
  optionText: 500,
  accepted: 20,
  acceptedText: 200,
  hints: 5,
  hint: 2_000,
} as const;

const L = contentLimits;

export const dataFileNamePattern = eduDataFileNamePattern;
export const projectSlugPattern = /^[a-z0-9][a-z0-9-]{1,63}$/;

const bothLanguages = (max: number, min = 1) => z.strictObject({ ko: textSchema(max).trim().min(min), en: textSchema(max).trim().min(min) });

export const localizedTitleSchema = bothLanguages(L.title);
export const localizedSummarySchema = bothLanguages(L.summary);
export const localizedMarkdownSchema = bothLanguages(L.markdown);

const imageFileNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(png|jpe?g|webp)$/i;

/** `project.md`'s front matter. */
export const projectFrontMatterSchema = z.strictObject({
  slug: z.string().regex(projectSlugPattern, { message: 'validation.edu_slug' }),
  category: z.enum(eduCategories),
  level: z.enum(eduLevels),
  access: z.enum(eduAccessKinds).default('free'),
  state: z.enum(eduProjectStates).default('draft'),
  position: z.number().int().min(0).max(100_000).default(0),
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

const quizOptionFileSchema = z.strictObject({ id: z.number().int().min(1).max(1000), ko: textSchema(L.optionText).trim().min(1), en: textSchema(L.optionText).trim().min(1) });

/** A quiz as its step file writes it; the rules between its parts are checked in `checkQuiz`. */
export const quizFileSchema = z.strictObject({
  kind: z.enum(quizKinds),
  options: z.array(quizOptionFileSchema).max(L.options).default([]),
  correct: z.array(z.number().int().min(1).max(1000)).max(L.options).default([]),
  accepted: z.array(textSchema(L.acceptedText).trim().min(1)).max(L.accepted).default([]),
  explanation: localizedMarkdownSchema,
});

/** A step file's front matter: the parts each kind needs are checked after the kind is known. */
export const stepFrontMatterSchema = z.strictObject({
  kind: z.enum(['lesson', 'quiz', 'code']),
  title: localizedTitleSchema,
  quiz: quizFileSchema.optional(),
  hints: z.array(bothLanguages(L.hint)).max(L.hints).optional(),
  expects_figure: z.boolean().optional(),
});

export const codeTextSchema = textSchema(L.code);

export type ProjectFrontMatter = z.infer<typeof projectFrontMatterSchema>;
export type StageFrontMatter = z.infer<typeof stageFrontMatterSchema>;
export type StepFrontMatter = z.infer<typeof stepFrontMatterSchema>;
export type QuizFile = z.infer<typeof quizFileSchema>;
