import { eq } from 'drizzle-orm';
import { deserializeTruth, isScoringRefusal, prepareGroundTruth, serializeTruth, type PreparedTruth } from '@madang/scoring';
import type { Executor } from '../../db/client.ts';
import { competitions, competitionTruths } from '../../db/schema.ts';
import { preparedTruthKey } from '../competitions/set-ground-truth.ts';
import type { Storage } from '../storage/storage.ts';
import { readObject } from './read-object.ts';

/**
 * Prepared ground truths kept in the worker's memory, reloaded when the host uploads a new version.
 * A prepared form that is missing or unreadable (lost, damaged, or written by an older scorer
 * format) is rebuilt from the ground-truth file and stored again, so grading goes on.
 */
export class TruthCache {
  private readonly truths = new Map<number, { version: number; truth: PreparedTruth }>();

  constructor(
    private readonly db: Executor,
    private readonly storage: Storage,
  ) {}

  async get(competitionId: number): Promise<PreparedTruth> {
    const [row] = await this.db
      .select({ version: competitionTruths.version, storageKey: competitionTruths.storageKey, header: competitionTruths.header, rowCount: competitionTruths.rowCount })
      .from(competitionTruths)
      .where(eq(competitionTruths.competitionId, competitionId));
    if (!row) throw new Error(`competition ${competitionId} has no ground truth`);
    const cached = this.truths.get(competitionId);
    if (cached?.version === row.version) return cached.truth;
    const truth = (await this.load(competitionId)) ?? (await this.rebuild(competitionId, row));
    this.truths.set(competitionId, { version: row.version, truth });
    return truth;
  }

  /** The stored prepared form, or undefined when it is missing or unreadable. */
  private async load(competitionId: number): Promise<PreparedTruth | undefined> {
    const stored = await this.storage.get(preparedTruthKey(competitionId));
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    try {
      // A plain copy: the reader slices its input, and a Node Buffer's slice is a view into a shared pool.
      return deserializeTruth(new Uint8Array(Buffer.concat(chunks)));
    } catch (error) {
      if (isScoringRefusal(error)) return undefined;
      throw error;
    }
  }

  /**
   * Prepares the ground-truth file again with the competition's metric. The split column is
   * the one file column the stored header leaves out (none when there is none); the result must
   * have the stored header and row count, else the failure is left to the job's retries.
   */
  private async rebuild(competitionId: number, row: { storageKey: string; header: string[]; rowCount: number }): Promise<PreparedTruth> {
    const [competition] = await this.db
      .select({ metric: competitions.metric, metricOptions: competitions.metricOptions })
      .from(competitions)
      .where(eq(competitions.id, competitionId));
    const file = await readObject(this.storage, row.storageKey);
    const extra = headerNames(file).filter((name) => !row.header.includes(name));
    const options = Object.fromEntries(Object.entries(competition?.metricOptions ?? {}).map(([name, value]) => [name, String(value)]));
    const prepared = prepareGroundTruth(new Uint8Array(file), { metric: competition?.metric ?? '', options, splitColumn: extra.length === 1 ? extra[0]! : null });
    if (prepared.status !== 'prepared' || prepared.truth.rowCount !== row.rowCount || prepared.truth.header.join('\n') !== row.header.join('\n')) {
      throw new Error(`the ground truth of competition ${competitionId} could not be prepared again`);
    }
    await this.storage.put(preparedTruthKey(competitionId), Buffer.from(serializeTruth(prepared.truth)));
    return prepared.truth;
  }
}

/** The column names of a CSV file's first line (quoted names unquoted). */
function headerNames(file: Buffer): string[] {
  const end = file.indexOf(0x0a);
  const line = file
    .toString('utf8', 0, end < 0 ? Math.min(file.length, 1 << 20) : end)
    .replace(/^\ufeff/, '')
    .replace(/\r$/, '');
  return (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [])
    .map((cell) => cell.replace(/,$/, ''))
    .map((cell) => (cell.startsWith('"') && cell.endsWith('"') && cell.length >= 2 ? cell.slice(1, -1).replaceAll('""', '"') : cell))
    .slice(0, -1);
}
