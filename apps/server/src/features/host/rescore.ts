import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RescoreProgress } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { competitionTruths, jobs, submissions } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { GRADING_QUEUE } from '../submissions/create-submission.ts';

/** The grading jobs of this competition's re-score for one truth version. */
const rescoreJobs = (competitionId: number, truthVersion?: number) =>
  and(
    eq(jobs.queue, GRADING_QUEUE),
    sql`${jobs.payload}->>'competitionId' = ${String(competitionId)}`,
    truthVersion === undefined ? sql`${jobs.payload} ? 'rescore'` : sql`${jobs.payload}->>'rescore' = ${String(truthVersion)}`,
  );

async function truthVersionOf(db: Executor, competitionId: number) {
  const [truth] = await db.select({ version: competitionTruths.version }).from(competitionTruths).where(eq(competitionTruths.competitionId, competitionId));
  if (!truth) throw conflict('setup_no_truth');
  return truth.version;
}

/**
 * Grades every graded submission again against the current ground truth, on the grading queue the
 * workers already run: one job per submission, queued in one transaction so a re-score is never
 * half-started. Boards keep the old scores until each new one is written.
 */
export async function startRescore(ctx: Pick<AppContext, 'db' | 'submissionEvents'>, options: { competition: CompetitionRow }) {
  const { competition } = options;
  if (competition.status === 'closed') throw conflict('already_closed');
  const queued = await ctx.db.transaction(async (tx) => {
    const version = await truthVersionOf(tx, competition.id);
    const [running] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(rescoreJobs(competition.id), inArray(jobs.state, ['queued', 'running'])))
      .limit(1);
    if (running) throw conflict('rescore_in_progress');
    const graded = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.competitionId, competition.id), inArray(submissions.status, ['scored', 'error'])));
    for (const { id } of graded) {
      await enqueueJob(tx, { queue: GRADING_QUEUE, payload: { submissionId: id, competitionId: competition.id, rescore: version } });
    }
    return graded.length;
  });
  if (queued > 0) ctx.submissionEvents.emit('queued');
  return rescoreProgress(ctx.db, { competition });
}

/** How far the re-score against the current ground truth has come. */
export async function rescoreProgress(db: Executor, options: { competition: CompetitionRow }): Promise<RescoreProgress> {
  const version = await truthVersionOf(db, options.competition.id);
  const rows = await db
    .select({ state: jobs.state, n: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(rescoreJobs(options.competition.id, version))
    .groupBy(jobs.state);
  const count = (state: string) => rows.find((row) => row.state === state)?.n ?? 0;
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  return { truth_version: version, total, done: count('done'), failed: count('failed'), running: count('queued') + count('running') > 0 };
}

/** True while a re-score is still grading: the close waits for it. */
export async function isRescoring(db: Executor, competitionId: number) {
  const [running] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(rescoreJobs(competitionId), inArray(jobs.state, ['queued', 'running'])))
    .limit(1);
  return !!running;
}
