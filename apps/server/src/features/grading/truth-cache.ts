import { eq } from 'drizzle-orm';
import { deserializeTruth, type PreparedTruth } from '@madang/scoring';
import type { Executor } from '../../db/client.ts';
import { competitionTruths } from '../../db/schema.ts';
import { preparedTruthKey } from '../competitions/set-ground-truth.ts';
import type { Storage } from '../storage/storage.ts';
import { readObject } from './read-object.ts';

/** Prepared ground truths kept in the worker's memory, reloaded when the host uploads a new version. */
export class TruthCache {
  private readonly truths = new Map<number, { version: number; truth: PreparedTruth }>();

  constructor(
    private readonly db: Executor,
    private readonly storage: Storage,
  ) {}

  async get(competitionId: number): Promise<PreparedTruth> {
    const [row] = await this.db.select({ version: competitionTruths.version }).from(competitionTruths).where(eq(competitionTruths.competitionId, competitionId));
    if (!row) throw new Error(`competition ${competitionId} has no ground truth`);
    const cached = this.truths.get(competitionId);
    if (cached?.version === row.version) return cached.truth;
    // A plain copy: the reader slices its input, and a Node Buffer's slice is a view into a shared pool.
    const truth = deserializeTruth(new Uint8Array(await readObject(this.storage, preparedTruthKey(competitionId))));
    this.truths.set(competitionId, { version: row.version, truth });
    return truth;
  }
}
