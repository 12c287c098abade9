import { eq } from 'drizzle-orm';
import type { Locale, SetupCheck } from '@madang/contracts';
import { translate } from '@madang/i18n';
import { checkSample, deserializeTruth, formatScoringError, scoreSubmission } from '@madang/scoring';
import type { Database } from '../../db/client.ts';
import { competitionTruths } from '../../db/schema.ts';
import { listDataFiles } from '../competitions/data-files.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { preparedTruthKey, readSampleFile } from '../competitions/set-ground-truth.ts';
import { readObject } from '../grading/read-object.ts';
import type { Storage } from '../storage/storage.ts';

const problem = (key: string, locale: Locale, detail?: string) => ({ key, detail: detail ?? translate(locale, `errors.${key}`) });

/**
 * What a host must see before publishing: the data files, the ground truth, and the sample
 * submission checked and scored against that truth exactly as a participant's file would be. The
 * sample's scores go to the host only: they come from the host's own truth and sample.
 */
export async function checkSetup(db: Database, storage: Storage, options: { competition: CompetitionRow; locale: Locale }): Promise<SetupCheck> {
  const { competition, locale } = options;
  const files = await listDataFiles(db, competition.id);
  const [truthRow] = await db.select().from(competitionTruths).where(eq(competitionTruths.competitionId, competition.id));
  const problems: SetupCheck['problems'] = [];
  if (!files.some((file) => !file.isSample)) problems.push(problem('setup_no_data', locale));
  const sample = await readSampleFile(db, storage, competition.id);
  if (!sample) problems.push(problem('setup_no_sample', locale));
  if (!truthRow) problems.push(problem('setup_no_truth', locale));
  let sampleScore: SetupCheck['sample_score'] = null;
  if (sample && truthRow) {
    const truth = deserializeTruth(new Uint8Array(await readObject(storage, preparedTruthKey(competition.id))));
    const checked = checkSample(truth, sample);
    const outcome = checked.status === 'valid' ? scoreSubmission(truth, sample, { rowLimit: competition.maxRows }) : checked;
    if (outcome.status === 'scored') sampleScore = { public: outcome.public, private: outcome.private };
    else problems.push(problem('sample_mismatch', locale, `${translate(locale, 'errors.sample_mismatch')} ${formatScoringError(outcome.problem, locale)}`));
  }
  return {
    data_files: files.map((file) => ({ id: file.id, name: file.name, size_bytes: file.sizeBytes, is_sample: file.isSample })),
    truth: truthRow ? { rows: truthRow.rowCount, header: truthRow.header, version: truthRow.version, updated_at: truthRow.updatedAt.toISOString() } : null,
    sample_score: sampleScore,
    problems,
  };
}
