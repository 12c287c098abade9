import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { checkSubmissionFileName, type Badge, type SubmissionQuota } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { competitionTruths, submissions, teams } from '../../db/schema.ts';
import { type AppError, badRequest, forbidden } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Membership } from '../competitions/membership.ts';
import { assertCanSubmit } from '../competitions/policy.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { awardSubmissionBadge } from './badges.ts';
import { exhaustedLimit, readQuota } from './quota.ts';
import { type ExpectedSubmission, storeUpload } from './store-upload.ts';

export const GRADING_QUEUE = 'grade-submission';

export const submissionKey = (competitionId: number, submissionId: number, extension: string) => `competitions/${competitionId}/submissions/${submissionId}.${extension}`;

export type SubmissionRow = typeof submissions.$inferSelect;

export interface CreateSubmissionOptions {
  competition: CompetitionRow;
  user: UserRow;
  membership: Membership;
  fileName: string;
  body: Readable;
  memo: string;
  isSample?: boolean;
  now: Date;
}

/**
 * Takes a file for grading: checks the rules, stores the file, then in one transaction that holds
 * the team's row lock re-counts the team's attempts, writes the submission and queues its grading.
 * The answer comes after both are stored, so an accepted submission is never lost. Shared by the
 * browser upload and the personal-token API.
 */
export async function createSubmission(
  ctx: Pick<AppContext, 'db' | 'storage' | 'submissionEvents'>,
  options: CreateSubmissionOptions,
): Promise<{ submission: SubmissionRow; quota: SubmissionQuota; badge: Badge | null }> {
  const { competition, user, body, now } = options;
  const refuse = (error: AppError): never => {
    body.resume();
    throw error;
  };
  let team;
  try {
    team = assertCanSubmit(competition, options.membership, now);
  } catch (error) {
    return refuse(error as AppError);
  }
  const nameProblem = checkSubmissionFileName(options.fileName, competition.fileExtension);
  if (nameProblem === 'wrong_extension') refuse(badRequest('wrong_extension', { params: { extension: competition.fileExtension } }));
  if (nameProblem === 'check_file_name') refuse(badRequest('check_file_name'));
  // Refuse early when nothing is left, before taking the upload; the transaction below decides for sure.
  const limit = exhaustedLimit(await readQuota(ctx.db, { competition, teamId: team.id, now }));
  if (limit) refuse(forbidden(limit));

  const submissionId = await reserveSubmissionId(ctx);
  const storageKey = submissionKey(competition.id, submissionId, competition.fileExtension);
  const expected = await expectedSubmission(ctx, competition.id);
  const upload = await storeUpload(ctx.storage, { key: storageKey, body, maxBytes: competition.maxFileBytes, maxRows: competition.maxRows, expected });

  try {
    const result = await ctx.db.transaction(async (tx) => {
      // The team's row lock makes concurrent submissions of one team count one after another.
      await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for('update');
      const quota = await readQuota(tx, { competition, teamId: team.id, now });
      const exhausted = exhaustedLimit(quota);
      if (exhausted) throw forbidden(exhausted);
      const [submission] = await tx
        .insert(submissions)
        .values({
          id: submissionId,
          competitionId: competition.id,
          teamId: team.id,
          userId: user.id,
          fileName: options.fileName,
          storageKey,
          sizeBytes: upload.sizeBytes,
          rowCount: upload.rowCount,
          memo: options.memo,
          isSample: options.isSample ?? false,
          createdAt: now,
        })
        .returning();
      // Queued in the same transaction: the job exists exactly when the submission does.
      await enqueueJob(tx, { queue: GRADING_QUEUE, payload: { submissionId } });
      const badge = await awardSubmissionBadge(tx, { userId: user.id, competitionId: competition.id });
      const used = { used_today: quota.used_today + 1, used_total: quota.used_total + 1 };
      return {
        submission: submission!,
        badge,
        quota: {
          ...quota,
          ...used,
          remaining_today: Math.max(0, quota.daily_limit - used.used_today),
          remaining_total: quota.total_limit === null ? null : Math.max(0, quota.total_limit - used.used_total),
        },
      };
    });
    ctx.submissionEvents.emit('queued');
    ctx.submissionEvents.emit('change', { competitionId: competition.id, teamId: team.id, submissionId });
    return result;
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}

/** The header and row count the ground truth asks of a submission (the header is public: it is the sample's). */
async function expectedSubmission(ctx: Pick<AppContext, 'db'>, competitionId: number): Promise<ExpectedSubmission | undefined> {
  const [truth] = await ctx.db
    .select({ header: competitionTruths.header, rowCount: competitionTruths.rowCount })
    .from(competitionTruths)
    .where(eq(competitionTruths.competitionId, competitionId));
  return truth;
}

/** The id comes first so the file is stored under its final name before the row is written. */
async function reserveSubmissionId(ctx: Pick<AppContext, 'db'>): Promise<number> {
  // Both drivers answer raw SQL with `rows`.
  const result = (await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('submissions', 'id')) as id`)) as unknown as { rows: { id: string | number }[] };
  return Number(result.rows[0]!.id);
}
