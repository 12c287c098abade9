import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitionDataFiles } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * Removes a data file from a draft. Once published, participants have downloaded the files and the
 * data page names them, so a file can then only be replaced (uploaded again under its name), never
 * removed. The ground truth is not a data file and is never touched here.
 */
export async function deleteDataFile(db: Executor, storage: Storage, options: { competition: CompetitionRow; fileId: number }) {
  const { competition } = options;
  if (competition.publishedAt) throw conflict('data_file_published');
  const [row] = await db
    .delete(competitionDataFiles)
    .where(and(eq(competitionDataFiles.id, options.fileId), eq(competitionDataFiles.competitionId, competition.id)))
    .returning({ storageKey: competitionDataFiles.storageKey });
  if (!row) throw notFound();
  // The row is gone first: a failed file removal leaves an orphan on disk, never a row without its file.
  await storage.delete(row.storageKey);
}
