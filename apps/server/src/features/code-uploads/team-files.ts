import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { CODE_UPLOAD_MAX_FILES } from '@madang/contracts/code-uploads';
import type { Executor } from '../../db/client.ts';
import { codeUploads, teams, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import type { Storage } from '../storage/storage.ts';

/** The name the team and the host read: no control characters or path separators, at most its last 100 characters. */
const displayName = (name: string) => name.replace(/[\p{C}/\\]+/gu, '_').slice(-100);

/** The files of one team, or (teamId null) of every team of the competition, oldest first, with the team and uploader names. */
export async function listTeamFiles(db: Executor, options: { competitionId: number; teamId: number | null }) {
  return db
    .select({ upload: codeUploads, teamName: teams.name, uploaderName: users.name })
    .from(codeUploads)
    .innerJoin(teams, eq(teams.id, codeUploads.teamId))
    .leftJoin(users, eq(users.id, codeUploads.uploaderId))
    .where(and(eq(codeUploads.competitionId, options.competitionId), options.teamId === null ? undefined : eq(codeUploads.teamId, options.teamId)))
    .orderBy(asc(codeUploads.teamId), asc(codeUploads.id));
}

export type TeamFileRow = Awaited<ReturnType<typeof listTeamFiles>>[number];

/**
 * Stores a team's file, then its row; a team keeps at most CODE_UPLOAD_MAX_FILES files. The team's row is locked
 * while its files are counted, so uploads sent at once are counted one after another and cannot pass the limit together.
 */
export async function saveTeamFile(
  db: Executor,
  storage: Storage,
  options: { competitionId: number; teamId: number; uploaderId: number; name: string; extension: string; bytes: Buffer },
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, options.teamId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(codeUploads)
      .where(and(eq(codeUploads.competitionId, options.competitionId), eq(codeUploads.teamId, options.teamId)));
    if ((held?.n ?? 0) >= CODE_UPLOAD_MAX_FILES) throw conflict('code_upload_limit');
    const name = displayName(options.name);
    // The store's key is ours alone; the member's name is kept in the row and given back on download.
    const storageKey = `code-uploads/${options.competitionId}/${options.teamId}/${randomUUID()}.${options.extension}`;
    await storage.put(storageKey, options.bytes);
    const [row] = await tx
      .insert(codeUploads)
      .values({ competitionId: options.competitionId, teamId: options.teamId, uploaderId: options.uploaderId, name, storageKey, sizeBytes: options.bytes.length })
      .returning();
    return row!;
  });
}

/**
 * Deletes one of the team's own files; another team's file (or none) is not found, so its existence does not leak.
 * The stored object goes before the row is committed: when the store fails, the row stays and still names it.
 */
export async function deleteTeamFile(db: Executor, storage: Storage, options: { competitionId: number; teamId: number; id: number }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(codeUploads)
      .where(and(eq(codeUploads.id, options.id), eq(codeUploads.competitionId, options.competitionId), eq(codeUploads.teamId, options.teamId)))
      .returning();
    if (!row) throw notFound('not_found');
    await storage.delete(row.storageKey);
  });
}
