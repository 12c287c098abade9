import { competitionDataFiles, type LocalizedText } from '../../db/schema.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../http/app-error.ts';
import type { Storage } from '../storage/storage.ts';

export const dataFileKey = (competitionId: number, name: string) => `competitions/${competitionId}/data/${name}`;

/** Stores a downloadable file of a competition; `isSample` marks the sample submission. */
export async function addDataFile(db: Executor, storage: Storage, options: { competitionId: number; name: string; body: Buffer; description?: LocalizedText; isSample?: boolean }) {
  if (!/^[\w.-]{1,100}$/.test(options.name)) throw badRequest('check_file_name');
  const storageKey = dataFileKey(options.competitionId, options.name);
  await storage.put(storageKey, options.body);
  const [row] = await db
    .insert(competitionDataFiles)
    .values({
      competitionId: options.competitionId,
      name: options.name,
      storageKey,
      sizeBytes: options.body.length,
      description: options.description ?? { ko: '', en: '' },
      isSample: options.isSample ?? false,
    })
    .onConflictDoUpdate({
      target: [competitionDataFiles.competitionId, competitionDataFiles.name],
      set: { sizeBytes: options.body.length, isSample: options.isSample ?? false, description: options.description ?? { ko: '', en: '' } },
    })
    .returning();
  return row!;
}
