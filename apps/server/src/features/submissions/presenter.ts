import { sql } from 'drizzle-orm';
import { submissionStatusLabels, type Locale, type Submission, type SubmissionStatusEvent } from '@madang/contracts';
import { translate } from '@madang/i18n';
import { formatScoringError, type ScoringMessageKey } from '@madang/scoring';
import { submissions, users } from '../../db/schema.ts';

/**
 * The columns a submission view may read. The private score is selected only once the competition
 * is closed; before that the query itself returns null for it.
 */
export function submissionViewColumns(revealPrivate: boolean) {
  return {
    id: submissions.id,
    competitionId: submissions.competitionId,
    teamId: submissions.teamId,
    fileName: submissions.fileName,
    memo: submissions.memo,
    status: submissions.status,
    publicScore: submissions.publicScore,
    privateScore: revealPrivate ? submissions.privateScore : sql<number | null>`null::float8`,
    errorKey: submissions.errorKey,
    errorParams: submissions.errorParams,
    isFinal: submissions.isFinal,
    isSample: submissions.isSample,
    createdAt: submissions.createdAt,
    scoredAt: submissions.scoredAt,
    userId: submissions.userId,
    userName: users.name,
    // The team's own disqualification covers each of its submissions.
    disqualifiedReason: sql<string | null>`coalesce(${submissions.disqualifiedReason}, (select t.disqualified_reason from teams t where t.id = ${submissions.teamId}))`,
  };
}

type SubmissionRow = typeof submissions.$inferSelect;

export type SubmissionView = Pick<
  SubmissionRow,
  | 'id'
  | 'competitionId'
  | 'teamId'
  | 'fileName'
  | 'memo'
  | 'status'
  | 'publicScore'
  | 'privateScore'
  | 'errorKey'
  | 'errorParams'
  | 'isFinal'
  | 'isSample'
  | 'createdAt'
  | 'scoredAt'
  | 'userId'
> & { userName: string; disqualifiedReason?: string | null };

const finiteOrNull = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);

/** The refusal shown for a file: the scorer's own words for a bad file; a platform failure says only "try again". */
function presentError(view: Pick<SubmissionView, 'status' | 'errorKey' | 'errorParams'>, locale: Locale) {
  if (view.status === 'install_error') return { key: 'try_again', detail: translate(locale, 'errors.try_again') };
  if (view.status !== 'error' || !view.errorKey) return null;
  return { key: view.errorKey, detail: formatScoringError({ ...view.errorParams, key: view.errorKey as ScoringMessageKey }, locale) };
}

export function presentSubmission(view: SubmissionView, options: { locale: Locale; queuePosition: number | null }): Submission {
  return {
    id: view.id,
    file_name: view.fileName,
    memo: view.memo,
    status: view.status,
    status_label: submissionStatusLabels[view.status],
    public_score: finiteOrNull(view.publicScore),
    private_score: finiteOrNull(view.privateScore),
    error: presentError(view, options.locale),
    is_final: view.isFinal,
    is_sample: view.isSample,
    submitted_by: { id: view.userId, name: view.userName },
    created_at: view.createdAt.toISOString(),
    scored_at: view.scoredAt?.toISOString() ?? null,
    queue_position: options.queuePosition,
    disqualified_reason: view.disqualifiedReason ?? null,
  };
}

export function presentStatusEvent(view: SubmissionView, options: { locale: Locale; queuePosition: number | null }): SubmissionStatusEvent {
  const full = presentSubmission(view, options);
  return {
    id: full.id,
    status: full.status,
    status_label: full.status_label,
    public_score: full.public_score,
    error: full.error,
    queue_position: full.queue_position,
  };
}
