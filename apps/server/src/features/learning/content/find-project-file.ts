import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { eduProjectFiles } from '../../../db/schema.ts';
import { notFound } from '../../../http/app-error.ts';

/** A project's data file by name, or the learning API's "no such file". */
export async function findProjectFile(db: Executor, options: { projectId: number; name: string }) {
  const [file] = await db
    .select()
    .from(eduProjectFiles)
    .where(and(eq(eduProjectFiles.projectId, options.projectId), eq(eduProjectFiles.name, options.name)));
  if (!file) throw notFound('edu_file_not_found');
  return file;
}
