import { z } from 'zod';
import { bigIdSchema, textSchema } from './bounds.ts';
import { competitionRefSchema } from './competitions.ts';

export const FILE_NAME_MAX = 30;
export const DEFAULT_MAX_ROWS = 30_000;
export const SUBMISSION_MEMO_MAX = 200;

/**
 * The spec's file-name rule: at most 30 characters, no spaces, no Korean, no symbols such as # & ?.
 * Letters, digits, `_`, `-` and `.` are allowed.
 */
const fileNamePattern = /^[A-Za-z0-9._-]+$/;

/** The error key a file name earns, checked before upload by the page and again by the server. */
export function checkSubmissionFileName(fileName: string, extension: string): 'wrong_extension' | 'check_file_name' | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0 || fileName.slice(dot + 1).toLowerCase() !== extension.toLowerCase()) return 'wrong_extension';
  if (fileName.length > FILE_NAME_MAX || !fileNamePattern.test(fileName)) return 'check_file_name';
  return null;
}

/**
 * Stored states (spec section 4): Pending (stored and queued), Ready to Grade (a worker took it),
 * Grading, then scored, Error (the file was refused) or Install Error (grading failed on the
 * platform's side; it does not use up an attempt).
 */
export const submissionStatuses = ['pending', 'ready', 'grading', 'scored', 'error', 'install_error'] as const;
export const submissionStatusSchema = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  ready: 'Ready to Grade',
  grading: 'Grading',
  scored: 'Scored',
  error: 'Error',
  install_error: 'Install Error',
};

/** How many submissions the team has left; the daily count resets at midnight in Korea (Asia/Seoul). */
export const submissionQuotaSchema = z.object({
  daily_limit: z.number().int(),
  used_today: z.number().int(),
  remaining_today: z.number().int(),
  resets_at: z.string(),
  total_limit: z.number().int().nullable(),
  used_total: z.number().int(),
  remaining_total: z.number().int().nullable(),
});
export type SubmissionQuota = z.infer<typeof submissionQuotaSchema>;

export const badgeSchema = z.object({ code: z.string(), title: z.object({ ko: z.string(), en: z.string() }), link: z.string() });
export type Badge = z.infer<typeof badgeSchema>;

/** A badge the member holds (`/competition/badge_data`), with the competition that earned it when there is one. */
export const earnedBadgeSchema = z.object({
  code: z.string(),
  title: z.object({ ko: z.string(), en: z.string() }),
  competition_id: z.number().int().nullable(),
  earned_at: z.string(),
});

export const submissionSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  memo: z.string(),
  status: submissionStatusSchema,
  status_label: z.string(),
  /** The public score once scored; a score that is not a finite number is null and never ranks. */
  public_score: z.number().nullable(),
  /** Set after the close only. */
  private_score: z.number().nullable(),
  error: z.object({ key: z.string(), detail: z.string() }).nullable(),
  is_final: z.boolean(),
  is_sample: z.boolean(),
  submitted_by: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  scored_at: z.string().nullable(),
  /** Submissions waiting ahead of this one in the grading queue (0 = next), while not yet graded. */
  queue_position: z.number().int().nullable(),
  /** Why the host took it (or its team) off the boards, shown to the team. */
  disqualified_reason: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const createSubmissionResultSchema = z.object({
  submission: submissionSchema,
  quota: submissionQuotaSchema,
  badge: badgeSchema.nullable(),
});

export const submissionListQuerySchema = z.object({
  cpt_id: competitionRefSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  data_type: textSchema(20).optional(),
});

export const submissionListSchema = z.object({
  items: z.array(submissionSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  quota: submissionQuotaSchema,
  final_limit: z.number().int(),
});

export const submissionMemoRequestSchema = z.object({
  submission_id: bigIdSchema,
  memo: textSchema(SUBMISSION_MEMO_MAX),
});

export const submissionUseFinalRequestSchema = z.object({
  cpt_id: competitionRefSchema,
  submission_id: bigIdSchema,
  /** true marks the submission final, false unmarks it. */
  use: z.union([z.boolean(), z.enum(['1', '0']).transform((v) => v === '1')]).default(true),
});

/** The text fields of a multipart submission; a memo past the limit is cut rather than refused, as the spec's clients expect. */
export const submissionUploadFieldsSchema = z.object({
  cpt_id: competitionRefSchema,
  memo: textSchema(10_000)
    .transform((memo) => memo.slice(0, SUBMISSION_MEMO_MAX))
    .default(''),
  team_name: textSchema(200).optional(),
});

export const sampleSubmissionRequestSchema = z.object({ memo: textSchema(SUBMISSION_MEMO_MAX).default('') });

export const submissionStatusQuerySchema = z.object({
  ids: z
    .string()
    .max(2000)
    .transform((text) => text.split(',').filter(Boolean).map(Number))
    .pipe(z.array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).max(100))
    .optional(),
});

/** One status change, as the events stream and the status poll send it. */
export const submissionStatusEventSchema = z.object({
  id: z.number().int(),
  status: submissionStatusSchema,
  status_label: z.string(),
  public_score: z.number().nullable(),
  error: z.object({ key: z.string(), detail: z.string() }).nullable(),
  queue_position: z.number().int().nullable(),
});
export type SubmissionStatusEvent = z.infer<typeof submissionStatusEventSchema>;
