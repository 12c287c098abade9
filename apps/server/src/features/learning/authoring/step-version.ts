import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { EduCodeParts } from '@madang/contracts';
import type { Executor } from '../../../db/client.ts';
import { eduProjectFiles } from '../../../db/schema.ts';

export type ProjectFileFingerprint = { name: string; size: number; storageKey: string }[];

/** The project's data files as the runs see them: a file replaced under its name gets a new storage key. */
export async function fingerprintFiles(db: Executor, projectId: number): Promise<ProjectFileFingerprint> {
  return db
    .select({ name: eduProjectFiles.name, size: eduProjectFiles.size, storageKey: eduProjectFiles.storageKey })
    .from(eduProjectFiles)
    .where(eq(eduProjectFiles.projectId, projectId))
    .orderBy(asc(eduProjectFiles.name));
}

/** What a code step's preview depends on, hashed: its starter, check and model answer, and the project's data files. */
export function stepVersion(parts: EduCodeParts, files: ProjectFileFingerprint): string {
  const material = JSON.stringify([parts.starter, parts.check, parts.solution, files.map((file) => [file.name, file.size, file.storageKey])]);
  return createHash('sha256').update(material).digest('hex');
}
