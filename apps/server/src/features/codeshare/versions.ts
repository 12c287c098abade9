import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { codePostVersions } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

export type CodeVersionRow = typeof codePostVersions.$inferSelect;

/** One version of a post's content, or a 404 for a version the post never had. */
export async function findVersion(db: Executor, key: { postId: number; version: number }): Promise<CodeVersionRow> {
  const [row] = await db
    .select()
    .from(codePostVersions)
    .where(and(eq(codePostVersions.postId, key.postId), eq(codePostVersions.version, key.version)))
    .limit(1);
  if (!row) throw notFound('not_found');
  return row;
}

/** The versions a reader can switch between, oldest first. */
export async function listVersions(db: Executor, postId: number) {
  return db
    .select({ version: codePostVersions.version, createdAt: codePostVersions.createdAt, notebookKey: codePostVersions.notebookKey })
    .from(codePostVersions)
    .where(eq(codePostVersions.postId, postId))
    .orderBy(asc(codePostVersions.version));
}
