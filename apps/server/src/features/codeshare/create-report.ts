import type { TalkReportReason } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { codeReports } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';

/** A member's report of a code post or one of its comments; the database's unique indexes keep it to once per item. */
export async function createCodeReport(
  db: Executor,
  options: { postId: number; commentId: number | null; reporterId: number; reason: TalkReportReason; text: string },
) {
  const [row] = await db.insert(codeReports).values(options).onConflictDoNothing().returning();
  if (!row) throw conflict('talk_already_reported');
  return row;
}
