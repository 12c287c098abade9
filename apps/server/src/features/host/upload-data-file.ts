import { pipeline, type Readable, Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitionDataFiles, type LocalizedText } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { dataFileKey } from '../competitions/add-data-file.ts';
import type { Storage } from '../storage/storage.ts';

/** pipeline() passes a part's failure on, even one that came before the part was read (pipe() would wait forever); put() reports it. */
const ignoreSettled = () => {};

/**
 * Streams a data file the host uploads straight into storage (data files can be far larger than
 * memory should hold) and records it; uploading a name again replaces that file.
 */
export async function uploadDataFile(
  db: Executor,
  storage: Storage,
  options: { competitionId: number; name: string; body: Readable; isSample: boolean; description?: LocalizedText },
) {
  const { competitionId, name } = options;
  if (!/^[\w.-]{1,100}$/.test(name)) {
    options.body.resume();
    throw badRequest('check_file_name');
  }
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      callback(null, chunk);
    },
  });
  options.body.once('limit', () => counter.destroy(new AppError('file_too_large', 'file_size_limit')));
  const storageKey = dataFileKey(competitionId, name);
  await storage.put(storageKey, pipeline(options.body, counter, ignoreSettled)).catch((error: unknown) => {
    options.body.resume();
    if (error instanceof AppError) throw error;
    // The request's own failure (a body that stopped arriving) says more than the store's.
    if (options.body.errored instanceof AppError) throw options.body.errored;
    throw new AppError('upload_failed', 'file_upload_failed');
  });
  if (sizeBytes === 0) {
    await storage.delete(storageKey);
    throw badRequest('file_upload_failed');
  }
  const values = { competitionId, name, storageKey, sizeBytes, description: options.description ?? { ko: '', en: '' }, isSample: options.isSample };
  return db.transaction(async (tx) => {
    // A competition has one sample submission: a new one takes the mark from the old.
    if (options.isSample) await tx.update(competitionDataFiles).set({ isSample: false }).where(eq(competitionDataFiles.competitionId, competitionId));
    const [row] = await tx
      .insert(competitionDataFiles)
      .values(values)
      .onConflictDoUpdate({
        target: [competitionDataFiles.competitionId, competitionDataFiles.name],
        set: { sizeBytes, isSample: options.isSample, ...(options.description ? { description: options.description } : {}) },
      })
      .returning();
    return row!;
  });
}
