import { and, eq, gt, sql } from 'drizzle-orm';
import { EDITOR_UPLOAD_DAILY_BYTES, EDITOR_UPLOAD_DAILY_FILES } from '@madang/contracts/editor-uploads';
import type { Database } from '../../db/client.ts';
import { editorUploads, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

const DAY_MS = 86_400_000;

const budgetSpent = () => new AppError('rate_limited', 'editor_upload_budget', { params: { files: EDITOR_UPLOAD_DAILY_FILES, mb: EDITOR_UPLOAD_DAILY_BYTES / 1024 / 1024 } });

async function usedToday(db: Pick<Database, 'select'>, userId: number, now: Date) {
  const [row] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${editorUploads.sizeBytes}), 0)::bigint` })
    .from(editorUploads)
    .where(and(eq(editorUploads.userId, userId), gt(editorUploads.createdAt, new Date(now.getTime() - DAY_MS))));
  return { files: row!.files, bytes: Number(row!.bytes) };
}

/** Refuses a member whose last 24 hours of editor uploads already reached the file or byte budget. */
export async function assertUploadBudgetLeft(db: Database, options: { userId: number; now: Date }): Promise<void> {
  const used = await usedToday(db, options.userId, options.now);
  if (used.files >= EDITOR_UPLOAD_DAILY_FILES || used.bytes >= EDITOR_UPLOAD_DAILY_BYTES) throw budgetSpent();
}

/**
 * Books an upload against the member's budget, or refuses it when it would go over. The member's row is
 * locked meanwhile, so uploads racing each other are counted one after the other.
 */
export async function bookUpload(db: Database, upload: { userId: number; kind: 'image' | 'video'; objectKey: string; sizeBytes: number; now: Date }) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update');
    const used = await usedToday(tx, upload.userId, upload.now);
    if (used.files + 1 > EDITOR_UPLOAD_DAILY_FILES || used.bytes + upload.sizeBytes > EDITOR_UPLOAD_DAILY_BYTES) throw budgetSpent();
    const [row] = await tx
      .insert(editorUploads)
      .values({ userId: upload.userId, kind: upload.kind, objectKey: upload.objectKey, sizeBytes: upload.sizeBytes, createdAt: upload.now })
      .returning({ id: editorUploads.id });
    return row!.id;
  });
}

/** Gives back a booking whose file could not be stored. */
export async function cancelUpload(db: Database, id: number): Promise<void> {
  await db.delete(editorUploads).where(eq(editorUploads.id, id));
}
