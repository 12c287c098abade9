import { and, eq, inArray } from 'drizzle-orm';
import { EDU_DATA_FILE_MAX_BYTES } from '@madang/contracts';
import type { Database } from '../../../db/client.ts';
import { eduProjectFiles } from '../../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../../http/app-error.ts';
import type { Storage } from '../../storage/storage.ts';
import { contentLimits, dataFileNamePattern } from '../content/content-schema.ts';
import { dataFileStorageKey } from '../content/import-project.ts';
import type { ProjectRow } from '../project-outline.ts';
import { assertRoomFor } from './part-limits.ts';
import { touchProject } from './save-project.ts';
import { lockProject } from './stage-writes.ts';

/** Every code step's preview ran with the data files; a published project keeps them as its previews saw them. */
function assertDraft(project: ProjectRow): void {
  if (project.state === 'published') throw conflict('edu_files_published');
}

export const dataFileTooLarge = () => new AppError('file_too_large', 'file_size_limit');

/**
 * Removes stored files no project refers to any more: files are stored by the hash of their bytes, as imports store
 * them, so one stored file may serve several projects.
 */
export async function releaseStoredFiles(db: Database, storage: Storage, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const used = new Set((await db.select({ key: eduProjectFiles.storageKey }).from(eduProjectFiles).where(inArray(eduProjectFiles.storageKey, keys))).map((row) => row.key));
  for (const key of new Set(keys)) if (!used.has(key)) await storage.delete(key);
}

/**
 * Stores a data file under the hash of its bytes, so a file replaced by other bytes under its name changes the code
 * steps' versions (their previews ran with the old file); the replaced bytes are released after the commit.
 */
export async function uploadProjectFile(db: Database, storage: Storage, options: { project: ProjectRow; name: string; body: Buffer }) {
  assertDraft(options.project);
  const { name, body } = options;
  if (!dataFileNamePattern.test(name)) throw badRequest('check_file_name');
  if (body.length === 0) throw badRequest('file_upload_failed');
  if (body.length > EDU_DATA_FILE_MAX_BYTES) throw dataFileTooLarge();
  const storageKey = dataFileStorageKey(body);
  await storage.put(storageKey, body);
  const { row, replaced } = await db.transaction(async (tx) => {
    await lockProject(tx, options.project.id);
    const [old] = await tx
      .select({ key: eduProjectFiles.storageKey })
      .from(eduProjectFiles)
      .where(and(eq(eduProjectFiles.projectId, options.project.id), eq(eduProjectFiles.name, name)));
    if (!old) await assertRoomFor(tx, { table: eduProjectFiles, parent: eq(eduProjectFiles.projectId, options.project.id), max: contentLimits.dataFiles });
    const [written] = await tx
      .insert(eduProjectFiles)
      .values({ projectId: options.project.id, name, storageKey, size: body.length })
      .onConflictDoUpdate({ target: [eduProjectFiles.projectId, eduProjectFiles.name], set: { storageKey, size: body.length } })
      .returning();
    await touchProject(tx, options.project.id);
    return { row: written!, replaced: old?.key };
  });
  if (replaced && replaced !== storageKey) await releaseStoredFiles(db, storage, [replaced]);
  return row;
}

export async function deleteProjectFile(db: Database, storage: Storage, options: { project: ProjectRow; fileId: number }): Promise<void> {
  assertDraft(options.project);
  const [row] = await db
    .delete(eduProjectFiles)
    .where(and(eq(eduProjectFiles.id, options.fileId), eq(eduProjectFiles.projectId, options.project.id)))
    .returning({ key: eduProjectFiles.storageKey });
  if (!row) throw notFound();
  await touchProject(db, options.project.id);
  await releaseStoredFiles(db, storage, [row.key]);
}
