import { sql } from 'drizzle-orm';
import { formatScoringError, serializeTruth } from '@madang/scoring';
import { competitionTruths } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { prepareTruth } from '../grading/scorer.ts';
import type { Storage } from '../storage/storage.ts';
import type { CompetitionRow } from './find-competition.ts';

/** Under `private/`: never signed, never served. */
export const groundTruthKey = (competitionId: number) => `competitions/${competitionId}/private/ground-truth.csv`;
/** The scorer's parsed form of it, so that grading parses only the submission. */
export const preparedTruthKey = (competitionId: number) => `competitions/${competitionId}/private/ground-truth.prepared`;

/**
 * Checks a ground truth (with a `Usage` column splitting Public and Private rows) with the scorer and
 * stores it with its prepared form; the version bump makes every grader reload it. The refusal text
 * goes to the host who uploaded it, never to participants.
 */
export async function setGroundTruth(db: Executor, storage: Storage, options: { competition: CompetitionRow; body: Buffer }) {
  const { competition, body } = options;
  const prepared = prepareTruth(body, { metric: competition.metric, options: competition.metricOptions as Record<string, string> });
  if (prepared.status === 'refused') {
    throw new AppError(400, 'bad_ground_truth', 'bad_ground_truth', {
      data: { problem: prepared.problem },
      detail: (locale) => formatScoringError(prepared.problem, locale),
    });
  }
  const storageKey = groundTruthKey(competition.id);
  await storage.put(storageKey, body);
  await storage.put(preparedTruthKey(competition.id), Buffer.from(serializeTruth(prepared.truth)));
  const values = { competitionId: competition.id, storageKey, header: prepared.truth.header, rowCount: prepared.truth.rowCount };
  await db
    .insert(competitionTruths)
    .values(values)
    .onConflictDoUpdate({
      target: competitionTruths.competitionId,
      set: { ...values, version: sql`${competitionTruths.version} + 1`, updatedAt: new Date() },
    });
  return prepared.truth;
}
