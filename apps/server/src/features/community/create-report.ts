import type { TalkReportReason } from '@madang/contracts/talkboard';
import type { Executor } from '../../db/client.ts';
import { communityReports } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import type { PostKey } from './post-rows.ts';

/** A member's report of a post or one of its comments; the database's unique indexes keep it to once per item. */
export async function createReport(db: Executor, options: PostKey & { commentId: number | null; reporterId: number; reason: TalkReportReason; text: string }) {
  const [row] = await db.insert(communityReports).values(options).onConflictDoNothing().returning();
  if (!row) throw conflict('talk_already_reported');
  return row;
}
