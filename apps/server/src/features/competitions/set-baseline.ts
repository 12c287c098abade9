import { eq } from 'drizzle-orm';
import { deserializeTruth, formatScoringError, scoreSubmission } from '@madang/scoring';
import type { Executor } from '../../db/client.ts';
import { competitions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { readObject } from '../grading/read-object.ts';
import type { Storage } from '../storage/storage.ts';
import type { CompetitionRow } from './find-competition.ts';
import { preparedTruthKey } from './set-ground-truth.ts';

/** Scores the host's baseline file and shows it as the board's baseline row; its private score waits for the close. */
export async function setBaseline(db: Executor, storage: Storage, options: { competition: CompetitionRow; name: string; body: Buffer }) {
  const { competition } = options;
  const truth = deserializeTruth(new Uint8Array(await readObject(storage, preparedTruthKey(competition.id))));
  const outcome = scoreSubmission(truth, options.body, { rowLimit: competition.maxRows });
  if (outcome.status !== 'scored') {
    throw new AppError('bad_file', outcome.problem.key, { data: { problem: outcome.problem }, detail: (locale) => formatScoringError(outcome.problem, locale) });
  }
  await db
    .update(competitions)
    .set({ baselineName: options.name, baselinePublicScore: outcome.public, baselinePrivateScore: outcome.private ?? outcome.public })
    .where(eq(competitions.id, competition.id));
}
