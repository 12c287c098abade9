import { and, eq, inArray } from 'drizzle-orm';
import type { SubmissionStatus } from '@madang/contracts';
import type { ScoringPool, ScoringProblem } from '@madang/scoring';
import type { AppContext } from '../../app-context.ts';
import { competitions, submissions } from '../../db/schema.ts';
import { completeJob, type Job } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { GRADING_QUEUE } from '../submissions/create-submission.ts';
import { awardXp, type XpAward } from '../xp/award-xp.ts';
import { submissionScoredXp } from '../xp/xp-events.ts';
import { readObject } from './read-object.ts';
import type { TruthCache } from './truth-cache.ts';

const unfinished: SubmissionStatus[] = ['pending', 'ready', 'grading'];
/** Graded files a re-score grades again. */
const regradable: SubmissionStatus[] = ['scored', 'error'];

/** Thrown when the lease passed to another worker mid-way: that worker writes the result, this one writes nothing. */
class LeaseLost extends Error {}

type GradingContext = Pick<AppContext, 'db' | 'storage' | 'cache' | 'submissionEvents'>;
type GradingJob = Job<typeof GRADING_QUEUE>;

/**
 * Grades one submission: Ready to Grade once claimed, Grading while the scorer runs, then scored or
 * Error (the file was refused, in the scorer's words). The result and the job's completion are
 * written in one transaction that only the lease holder can commit, so a submission is scored once
 * even when a worker dies and its job runs again. Failures on the platform's side are retried and
 * end as Install Error, which does not use up an attempt.
 */
export function createGradingHandler(ctx: GradingContext, options: { pool: ScoringPool; truths: TruthCache }): JobHandler<typeof GRADING_QUEUE> {
  const { db } = ctx;
  const announce = (submission: { competitionId: number; teamId: number; id: number }) =>
    ctx.submissionEvents.emit('change', { competitionId: submission.competitionId, teamId: submission.teamId, submissionId: submission.id });

  const setStatus = async (submission: { competitionId: number; teamId: number; id: number }, status: SubmissionStatus) => {
    await db
      .update(submissions)
      .set({ status })
      .where(and(eq(submissions.id, submission.id), inArray(submissions.status, unfinished)));
    announce(submission);
  };

  const finish = async (job: GradingJob, workerId: string, submissionId: number, result: Partial<typeof submissions.$inferInsert>, from = unfinished, xp?: XpAward) => {
    await db.transaction(async (tx) => {
      if (!(await completeJob(tx, { jobId: job.id, workerId }))) throw new LeaseLost();
      const updated = await tx
        .update(submissions)
        .set(result)
        .where(and(eq(submissions.id, submissionId), inArray(submissions.status, from)))
        .returning({ id: submissions.id });
      if (xp && updated.length > 0) await awardXp(tx, xp);
    });
  };

  const grade = async (job: GradingJob, workerId: string) => {
    const { submissionId } = job.payload;
    const [submission] = await db
      .select({
        id: submissions.id,
        competitionId: submissions.competitionId,
        teamId: submissions.teamId,
        userId: submissions.userId,
        isSample: submissions.isSample,
        status: submissions.status,
        storageKey: submissions.storageKey,
        maxRows: competitions.maxRows,
      })
      .from(submissions)
      .innerJoin(competitions, eq(competitions.id, submissions.competitionId))
      .where(eq(submissions.id, submissionId));
    // A re-score (after the host fixed the ground truth) grades an already graded file again; its old
    // result stays on the boards until the new one replaces it.
    const rescoring = job.payload.rescore !== undefined && !!submission && regradable.includes(submission.status);
    if (!submission || !(rescoring || unfinished.includes(submission.status))) {
      // Already graded by an earlier run that completed the row but not the job, or deleted.
      await finish(job, workerId, submissionId, {});
      return;
    }
    const from = rescoring ? regradable : unfinished;
    try {
      if (!rescoring) await setStatus(submission, 'ready');
      const [truth, file] = await Promise.all([options.truths.get(submission.competitionId), readObject(ctx.storage, submission.storageKey)]);
      if (!rescoring) await setStatus(submission, 'grading');
      const outcome = await options.pool.score(truth, file, { rowLimit: submission.maxRows });
      if (outcome.status === 'scored') {
        await finish(
          job,
          workerId,
          submissionId,
          {
            status: 'scored',
            countsTowardLimit: true,
            publicScore: outcome.public,
            // Without a private part the final board ranks the same rows as the public one.
            privateScore: outcome.private ?? outcome.public,
            errorKey: null,
            errorParams: null,
            scoredAt: new Date(),
          },
          from,
          submission.isSample ? undefined : submissionScoredXp({ userId: submission.userId, submissionId }),
        );
        ctx.cache.invalidate(submission.competitionId);
      } else if (outcome.status === 'refused' && outcome.problem.key.startsWith('submission.')) {
        // A file that cannot be scored does not use up an attempt: only scored files count against the limits.
        await finish(
          job,
          workerId,
          submissionId,
          { status: 'error', countsTowardLimit: false, publicScore: null, privateScore: null, ...problemColumns(outcome.problem), scoredAt: new Date() },
          from,
        );
        if (rescoring) ctx.cache.invalidate(submission.competitionId);
      } else {
        // The ground truth or the scorer failed: not the participant's doing, so try again.
        throw new Error(outcome.problem.key);
      }
    } catch (error) {
      if (!(error instanceof LeaseLost) && !rescoring) await setStatus(submission, 'pending');
      throw error;
    }
    announce(submission);
  };

  return {
    queue: GRADING_QUEUE,
    async run(job, workerId) {
      try {
        await grade(job, workerId);
      } catch (error) {
        if (!(error instanceof LeaseLost)) throw error;
      }
    },
    async giveUp(job) {
      const { submissionId } = job.payload;
      const [failed] = await db
        .update(submissions)
        .set({ status: 'install_error', countsTowardLimit: false, scoredAt: new Date() })
        .where(and(eq(submissions.id, submissionId), inArray(submissions.status, unfinished)))
        .returning({ id: submissions.id, competitionId: submissions.competitionId, teamId: submissions.teamId });
      if (failed) announce(failed);
    },
  };
}

function problemColumns(problem: ScoringProblem) {
  const { key, ...params } = problem;
  return { errorKey: key, errorParams: params as Record<string, string | number> };
}
