import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dailyVisits } from '../../db/schema.ts';
import { deleteExpiredSessions } from '../accounts/sessions.ts';
import { kstDay } from '../xp/kst-day.ts';

export type VisitKind = (typeof dailyVisits.$inferInsert)['kind'];

/** How long visits are kept: the search trends look back a week; view counters need only today. */
export const VISIT_RETENTION_DAYS = 8;

/**
 * Notes that `visitor` saw the item today (Korean day) and says whether this is their first time today;
 * every view counter and the search trends count only first visits, so repeating a call changes nothing.
 */
export async function recordVisit(db: Executor, visit: { kind: VisitKind; itemKey: string; visitor: string; now: Date }): Promise<boolean> {
  await pruneOncePerDay(db, visit.now);
  const inserted = await db
    .insert(dailyVisits)
    .values({ kind: visit.kind, itemKey: visit.itemKey, visitor: visit.visitor, day: kstDay(visit.now) })
    .onConflictDoNothing()
    .returning({ kind: dailyVisits.kind });
  return inserted.length > 0;
}

/** Distinct visitors per item of one kind since `since` (a Korean day), most first. */
export async function countVisitors(db: Executor, options: { kind: VisitKind; since: string; limit: number }) {
  const count = sql<number>`count(distinct ${dailyVisits.visitor})::int`;
  return db
    .select({ itemKey: dailyVisits.itemKey, count })
    .from(dailyVisits)
    .where(and(eq(dailyVisits.kind, options.kind), gte(dailyVisits.day, options.since)))
    .groupBy(dailyVisits.itemKey)
    .orderBy(sql`${count} desc`, dailyVisits.itemKey)
    .limit(options.limit);
}

// Per process, not per executor: a transaction is a new executor each time.
let prunedOn = '';

/**
 * The platform's daily clean-up, on the first visit this process records on a Korean day: forgets visits older
 * than the retention and deletes expired sessions (visits arrive every day on a site anyone uses, logins may not).
 */
async function pruneOncePerDay(db: Executor, now: Date): Promise<void> {
  const today = kstDay(now);
  if (prunedOn === today) return;
  prunedOn = today;
  await pruneVisits(db, now);
  await deleteExpiredSessions(db, now);
}

/** Deletes the visits of Korean days older than the retention. */
export async function pruneVisits(db: Executor, now: Date): Promise<void> {
  const oldest = kstDay(new Date(now.getTime() - VISIT_RETENTION_DAYS * 86_400_000));
  await db.delete(dailyVisits).where(lt(dailyVisits.day, oldest));
}
