import { z } from 'zod';
import { bigIdSchema, idSchema, int4QuerySchema, textSchema } from './bounds.ts';
import { localizedTextSchema } from './competitions.ts';
import { codeRunCreateRequestSchema } from './code-runs.ts';
import { errorBodySchema } from './envelope.ts';
import { eduAccessKinds, eduCategories, eduLevels, eduStepKinds, learnerProjectStatuses, quizKinds, stepStatuses } from './learning-kinds.ts';

/**
 * Learning (spec sections 2 "Education", 3 "education project", 4 "Education XP", 7 edu and xp
 * calls): projects of numbered stages of numbered steps. docs/learning.md tells the rules.
 */

export * from './learning-kinds.ts';

/** Why a member cannot open a project's steps: a visitor must log in; a non-subscriber sees the "subscription needed" popup. */
export const eduAccessSchema = z.enum(['open', 'login_required', 'subscription_required']);
export type EduAccessState = z.infer<typeof eduAccessSchema>;

/** Where a member left off: the step to open on "continue". */
export const eduResumeSchema = z.object({ stage_number: z.number().int(), step_number: z.number().int() });

/** A 409 of the learning calls: a locked step names the step to pass first (`edu_step_locked`); not enough XP says the cost and the balance. */
export const eduConflictSchema = errorBodySchema.extend({
  data: z.union([eduResumeSchema, z.object({ cost: z.number().int(), balance: z.number().int() })]).optional(),
});

/** A project as the hub, the lists and search show it. */
export const eduProjectCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(eduCategories),
  level: z.enum(eduLevels),
  access: z.enum(eduAccessKinds),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  /** An image path from the platform's store, or null for the category's drawn cover. */
  cover_url: z.string().nullable(),
  stage_count: z.number().int(),
  step_count: z.number().int(),
  /** Members who started it. */
  learner_count: z.number().int(),
  /** The caller's state; `not_started` for visitors. */
  status: z.enum(learnerProjectStatuses),
  /** Steps the caller passed, of `step_count`. */
  passed_steps: z.number().int(),
  resume: eduResumeSchema.nullable(),
});
export type EduProjectCard = z.infer<typeof eduProjectCardSchema>;

/** `GET /v2/edu/getMainListBySubject`: published projects grouped by subject; `count` caps each group. */
export const eduMainListQuerySchema = z.object({
  category: z.enum(eduCategories).optional(),
  status: z.enum(['all', ...learnerProjectStatuses]).default('all'),
  count: int4QuerySchema(1, 50).default(12),
});
export const eduMainListSchema = z.object({
  subjects: z.array(z.object({ category: z.enum(eduCategories), total: z.number().int(), projects: z.array(eduProjectCardSchema) })),
});
export type EduMainList = z.infer<typeof eduMainListSchema>;

/** `GET /v2/edu/my-edu`: the caller's projects, most recently touched first. */
export const myEduQuerySchema = z.object({
  status: z.enum(['ongoing', 'completed']).default('ongoing'),
  count: int4QuerySchema(1, 50).default(12),
});
export const myEduSchema = z.object({
  items: z.array(eduProjectCardSchema.extend({ last_activity_at: z.string(), completed_at: z.string().nullable() })),
  total: z.number().int(),
});
export type MyEdu = z.infer<typeof myEduSchema>;

export const eduProjectParamsSchema = z.object({ projectId: idSchema });
export const eduStageParamsSchema = eduProjectParamsSchema.extend({ stageNumber: int4QuerySchema(1, 1000) });
export const eduStepParamsSchema = eduStageParamsSchema.extend({ stepNumber: int4QuerySchema(1, 1000) });

/** `GET /v2/edu/runs/:runId/grade`: the grade of a submission of a code step, once its run is done. */
export const eduRunGradeParamsSchema = z.object({ runId: bigIdSchema });

export const eduDataFileSchema = z.object({ name: z.string(), size: z.number().int(), url: z.string() });

/** `GET /v2/edu/projects/:projectId`: the overview page. Anyone may read it; steps need `access: open`. */
export const eduProjectDetailSchema = eduProjectCardSchema.extend({
  description: localizedTextSchema,
  access_state: eduAccessSchema,
  data_files: z.array(eduDataFileSchema),
  /** The practice competition the project leads to, if any. */
  competition: z.object({ id: z.number().int(), title: localizedTextSchema, url: z.string() }).nullable(),
  stages: z.array(
    z.object({
      number: z.number().int(),
      title: localizedTextSchema,
      summary: localizedTextSchema,
      xp: z.number().int(),
      step_count: z.number().int(),
      passed_steps: z.number().int(),
      cleared: z.boolean(),
    }),
  ),
  /** Whether the caller finished it and may retake it (`/v1/xp/shouldRetake`). */
  should_retake: z.boolean(),
});
export type EduProjectDetail = z.infer<typeof eduProjectDetailSchema>;

const quizOptionSchema = z.object({ id: z.number().int(), text: localizedTextSchema });

/** A step as the learner sees it: never the quiz's answer, the check or a hint or model answer not yet opened. */
export const eduStepViewSchema = z.object({
  number: z.number().int(),
  kind: z.enum(eduStepKinds),
  title: localizedTextSchema,
  /** Markdown with code blocks. */
  body: localizedTextSchema,
  status: z.enum(stepStatuses),
  /** Open when every earlier step of the project is passed (steps are taken in order). */
  locked: z.boolean(),
  quiz: z
    .object({
      kind: z.enum(quizKinds),
      options: z.array(quizOptionSchema),
      /** The caller's last answer. */
      last_answer: z.union([z.array(z.number().int()), z.string()]).nullable(),
    })
    .nullable(),
  code: z
    .object({
      starter: z.string(),
      /** The caller's code as last run or submitted; null: the starter. */
      saved: z.string().nullable(),
      hint_count: z.number().int(),
      /** Hints the caller opened (with XP), in order. */
      hints: z.array(localizedTextSchema),
      /** The model answer once the caller opened it (or passed the step); null before. */
      solution: z.string().nullable(),
      /** Whether the step expects a figure (a plot) in the output. */
      expects_figure: z.boolean(),
    })
    .nullable(),
  /** The caller opened the model answer: passing the step after it earns no stage XP for this step's stage (docs/learning.md). */
  answer_seen: z.boolean(),
  attempts: z.number().int(),
});
export type EduStepView = z.infer<typeof eduStepViewSchema>;

/** `GET /v2/edu/projects/:projectId/stages/:stageNumber`: a stage's steps for a member who may open them. */
export const eduStageDetailSchema = z.object({
  project: z.object({ id: z.number().int(), title: localizedTextSchema, access: z.enum(eduAccessKinds), stage_count: z.number().int() }),
  number: z.number().int(),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  xp: z.number().int(),
  cleared: z.boolean(),
  /** XP this stage's clear granted the caller (after the daily cap); null until cleared. */
  xp_awarded: z.number().int().nullable(),
  steps: z.array(eduStepViewSchema),
  data_files: z.array(eduDataFileSchema),
});
export type EduStageDetail = z.infer<typeof eduStageDetailSchema>;

/** A quiz answer: the chosen option ids (single: exactly one) or the short answer's text. */
export const eduQuizAnswerRequestSchema = z.object({
  answer: z.union([z.array(idSchema).min(1).max(20), textSchema(200).trim().min(1)]),
});

/** What grading a step answered: for a quiz at once; for code once its run is done (`GET …/steps/:n` after the run). */
export const eduGradeSchema = z.object({
  passed: z.boolean(),
  /** Why not, or "Passed.", in the request's language. */
  message: z.string(),
  step: eduStepViewSchema,
  /** This answer cleared the step's stage (a repeat answer clears nothing). */
  stage_cleared: z.boolean(),
  /** XP the stage clear granted just now; 0 when the cap or an opened answer left nothing; null when nothing was cleared. */
  xp_awarded: z.number().int().nullable(),
  /** The step to go to next, or null at the project's end. */
  next: eduResumeSchema.nullable(),
  /** This answer completed the project. */
  project_completed: z.boolean(),
});
export type EduGrade = z.infer<typeof eduGradeSchema>;

/**
 * `POST …/steps/:stepNumber/runs`: runs the learner's code with the project's data files;
 * `submit: true` also grades it with the step's hidden check when the run is done.
 */
export const eduStepRunRequestSchema = codeRunCreateRequestSchema.extend({ submit: z.boolean().default(false) });

/** The XP calls of spec section 7: all take `projectId`, `stageNumber`, `stepNumber` as the spec names them. */
export const eduXpStepQuerySchema = z.object({ projectId: idSchema, stageNumber: int4QuerySchema(1, 1000), stepNumber: int4QuerySchema(1, 1000) });
export const eduXpStageQuerySchema = eduXpStepQuerySchema.omit({ stepNumber: true });
export const eduXpProjectQuerySchema = eduXpStepQuerySchema.pick({ projectId: true });

export const eduXpUseWhatSchema = z.enum(['hint', 'answer']);

/** `GET /v1/xp/canUse`: whether the caller can spend XP on this step's next hint or its model answer. */
export const eduXpCanUseSchema = z.object({
  hint: z.object({ can_use: z.boolean(), cost: z.number().int(), remaining: z.number().int() }),
  answer: z.object({ can_use: z.boolean(), cost: z.number().int(), opened: z.boolean() }),
  balance: z.number().int(),
  /** Why not, in the request's language (not enough XP, no hints left, not a code step, locked). */
  reason: z.string().nullable(),
});

/** `GET /v1/xp/usedXpStepNumbers`: the stage's steps on which the caller spent XP. */
export const eduXpUsedStepsSchema = z.object({ step_numbers: z.array(z.number().int()) });

/** `POST /v1/xp/use`: spend once (a replay or a parallel second request is not charged again). */
export const eduXpUseRequestSchema = eduXpStepQuerySchema
  .extend({
    what: eduXpUseWhatSchema,
    /** Which hint (1 = the first) a `hint` spend opens, in order: naming it makes a replay of the same request free. */
    hint: z.number().int().min(1).max(20).optional(),
  })
  .refine((body) => body.what !== 'hint' || body.hint !== undefined, { message: 'validation.required', path: ['hint'] });
export const eduXpUseSchema = z.object({
  /** XP taken by this request: 0 when the same thing was bought already. */
  spent: z.number().int(),
  balance: z.number().int(),
  step: eduStepViewSchema,
});

/** `GET /v1/xp/checkAnswerAfterWarning`: after the "answer seen" warning, whether passing this step still counts towards the stage's XP. */
export const eduXpAnswerWarningSchema = z.object({ answer_seen: z.boolean(), earns_xp: z.boolean() });

/** `GET /v1/xp/shouldRetake`: the caller completed the project and may start it over (`POST /v2/edu/projects/:id/retake`). */
export const eduXpShouldRetakeSchema = z.object({ should_retake: z.boolean(), completed_at: z.string().nullable() });

/** `GET /v1/xp/dailyCompletionCount`: steps the caller passed today (the day in Korea). */
export const eduXpDailyCompletionSchema = z.object({ count: z.number().int(), day: z.string() });
