import { and, eq, sql } from 'drizzle-orm';
import { checkSample, formatScoringError, serializeTruth, type ScoringProblem } from '@madang/scoring';
import { translate } from '@madang/i18n';
import { competitionDataFiles, competitions, competitionTruths } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { readObject } from '../grading/read-object.ts';
import { metricDirection, prepareTruth } from '../grading/scorer.ts';
import type { Storage } from '../storage/storage.ts';
import type { CompetitionRow } from './find-competition.ts';

/** Under `private/`: never signed, never served. */
export const groundTruthKey = (competitionId: number) => `competitions/${competitionId}/private/ground-truth.csv`;
/** The scorer's parsed form of it, so that grading parses only the submission. */
export const preparedTruthKey = (competitionId: number) => `competitions/${competitionId}/private/ground-truth.prepared`;

const truthRefusal = (problem: ScoringProblem) =>
  new AppError('bad_ground_truth', 'bad_ground_truth', { data: { problem }, detail: (locale) => formatScoringError(problem, locale) });

/** The sample submission must pass against the truth: a sample that fails means every participant's file would. */
const sampleRefusal = (problem: ScoringProblem) =>
  new AppError('bad_ground_truth', 'sample_mismatch', {
    data: { problem },
    detail: (locale) => `${translate(locale, 'errors.sample_mismatch')} ${formatScoringError(problem, locale)}`,
  });

/** The competition's sample submission file, if the host has uploaded one. */
export async function readSampleFile(db: Database, storage: Storage, competitionId: number): Promise<Buffer | undefined> {
  const [sample] = await db
    .select({ storageKey: competitionDataFiles.storageKey })
    .from(competitionDataFiles)
    .where(and(eq(competitionDataFiles.competitionId, competitionId), eq(competitionDataFiles.isSample, true)))
    .limit(1);
  return sample ? readObject(storage, sample.storageKey) : undefined;
}

/**
 * Checks a ground truth (with a split column, `Usage` by default, of Public and Private rows) with
 * the scorer for the metric chosen with it, and against the sample submission when there is one; a
 * refusal names the line and column and changes nothing. Then stores it with its prepared form and
 * sets the metric in one transaction; the version bump makes every grader reload it. The refusal
 * text goes to the host who uploaded it, never to participants.
 */
export async function setGroundTruth(
  db: Database,
  storage: Storage,
  options: { competition: CompetitionRow; body: Buffer; metric?: string; metricOptions?: Record<string, string>; splitColumn?: string },
) {
  const { competition, body } = options;
  const metric = options.metric ?? competition.metric;
  const metricOptions = options.metricOptions ?? (competition.metricOptions as Record<string, string>);
  const direction = metricDirection(metric);
  const prepared = prepareTruth(body, { metric, options: metricOptions, splitColumn: options.splitColumn });
  if (prepared.status === 'refused') throw truthRefusal(prepared.problem);
  const sample = await readSampleFile(db, storage, competition.id);
  if (sample) {
    const checked = checkSample(prepared.truth, sample);
    if (checked.status !== 'valid') throw sampleRefusal(checked.problem);
  }
  const storageKey = groundTruthKey(competition.id);
  await storage.put(storageKey, body);
  await storage.put(preparedTruthKey(competition.id), Buffer.from(serializeTruth(prepared.truth)));
  const values = { competitionId: competition.id, storageKey, header: prepared.truth.header, rowCount: prepared.truth.rowCount };
  await db.transaction(async (tx) => {
    await tx.update(competitions).set({ metric, metricOptions, direction }).where(eq(competitions.id, competition.id));
    await tx
      .insert(competitionTruths)
      .values(values)
      .onConflictDoUpdate({
        target: competitionTruths.competitionId,
        set: { ...values, version: sql`${competitionTruths.version} + 1`, updatedAt: new Date() },
      });
  });
  return prepared.truth;
}
