import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { competitionDataFiles } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { Storage } from '../storage/storage.ts';

/** Download links live a little longer than the spec's default 60 s: data files can be large. */
export const DOWNLOAD_LINK_SECONDS = 300;

export async function listDataFiles(db: Executor, competitionId: number) {
  return db.select().from(competitionDataFiles).where(eq(competitionDataFiles.competitionId, competitionId)).orderBy(asc(competitionDataFiles.id));
}

/** Signed, expiring links to a competition's data files (one, or all); the caller has checked the agreement. */
export async function signDataFileLinks(db: Executor, storage: Storage, options: { competitionId: number; fileId?: number }) {
  const files = (await listDataFiles(db, options.competitionId)).filter((file) => options.fileId === undefined || file.id === options.fileId);
  if (options.fileId !== undefined && files.length === 0) throw notFound();
  return files.map((file) => ({
    id: file.id,
    name: file.name,
    url: storage.signedUrl(file.storageKey, { expiresInSeconds: DOWNLOAD_LINK_SECONDS, downloadName: file.name }),
    expires_in: DOWNLOAD_LINK_SECONDS,
  }));
}
