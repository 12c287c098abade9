import { count, desc, eq } from 'drizzle-orm';
import type { Badge } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { submissions, userBadges } from '../../db/schema.ts';

/** Badges earned by the count of a member's submissions over all competitions. */
export const submissionBadges: { after: number; code: string; title: Badge['title'] }[] = [
  { after: 1, code: 'first_submission', title: { ko: '첫 제출', en: 'First submission' } },
  { after: 10, code: 'submissions_10', title: { ko: '제출 10회', en: '10 submissions' } },
  { after: 100, code: 'submissions_100', title: { ko: '제출 100회', en: '100 submissions' } },
];

/** Awards the badge this submission earns, if any; runs in the submission's transaction. */
export async function awardSubmissionBadge(tx: Executor, options: { userId: number; competitionId: number }): Promise<Badge | null> {
  const [row] = await tx.select({ n: count() }).from(submissions).where(eq(submissions.userId, options.userId));
  const badge = submissionBadges.find((b) => b.after === (row?.n ?? 0));
  if (!badge) return null;
  const inserted = await tx
    .insert(userBadges)
    .values({ userId: options.userId, code: badge.code, competitionId: options.competitionId })
    .onConflictDoNothing()
    .returning({ code: userBadges.code });
  if (inserted.length === 0) return null;
  return { code: badge.code, title: badge.title, link: `/myprofile/${options.userId}/achieve` };
}

export function badgeTitle(code: string): Badge['title'] | null {
  return submissionBadges.find((b) => b.code === code)?.title ?? null;
}

/** A member's submission badges, newest first. */
export async function listUserBadges(db: Executor, userId: number) {
  const rows = await db.select().from(userBadges).where(eq(userBadges.userId, userId)).orderBy(desc(userBadges.earnedAt));
  return rows.flatMap((row) => {
    const title = badgeTitle(row.code);
    return title ? [{ code: row.code, title, competition_id: row.competitionId, earned_at: row.earnedAt.toISOString() }] : [];
  });
}
