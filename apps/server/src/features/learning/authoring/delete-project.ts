import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { eduProjectFiles, eduProjects } from '../../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ProjectRow } from '../project-outline.ts';
import { releaseStoredFiles } from './project-files.ts';

/**
 * Deletes a project with its stages, steps, learners' progress and data files. The rows go first: a failed file
 * removal leaves an orphan in the store, never a row without its file.
 */
export async function deleteProject(db: Database, storage: Storage, options: { project: ProjectRow }): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const files = await tx.select({ key: eduProjectFiles.storageKey }).from(eduProjectFiles).where(eq(eduProjectFiles.projectId, options.project.id));
    await tx.delete(eduProjects).where(eq(eduProjects.id, options.project.id));
    return files.map((file) => file.key);
  });
  await releaseStoredFiles(db, storage, keys);
}
