import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { winnerInterviews } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { selectInterviews, type InterviewRow, type InterviewWithCompetition } from './find-interview.ts';
import { published } from './list-interviews.ts';
import { recordVisit } from '../visits/record-visit.ts';

export interface InterviewWithNeighbours extends InterviewWithCompetition {
  /** The next older published interview. */
  prev: InterviewRow | null;
  /** The next newer published interview. */
  next: InterviewRow | null;
}

/** A published interview and its published neighbours in time; an unpublished or missing one is a 404. */
export async function readPublishedInterview(db: Executor, options: { id: number }): Promise<InterviewWithNeighbours> {
  const [row] = await selectInterviews(db).where(and(eq(winnerInterviews.id, options.id), published));
  if (!row) throw notFound();
  // Compared as (created_at, id), so two interviews of the same instant still have an order.
  const self = sql`(select created_at, id from winner_interviews where id = ${row.interview.id})`;
  const position = sql`(${winnerInterviews.createdAt}, ${winnerInterviews.id})`;
  const [prev] = await db
    .select()
    .from(winnerInterviews)
    .where(and(published, sql`${position} < ${self}`))
    .orderBy(desc(winnerInterviews.createdAt), desc(winnerInterviews.id))
    .limit(1);
  const [next] = await db
    .select()
    .from(winnerInterviews)
    .where(and(published, sql`${position} > ${self}`))
    .orderBy(asc(winnerInterviews.createdAt), asc(winnerInterviews.id))
    .limit(1);
  return { ...row, prev: prev ?? null, next: next ?? null };
}

/** Counts a visitor's first reading of a published interview on a Korean day (POST /etc/winner_data) and gives the count. */
export async function countInterviewRead(db: Executor, options: { id: number; visitor: string }): Promise<number> {
  const [current] = await db
    .select({ viewCount: winnerInterviews.viewCount })
    .from(winnerInterviews)
    .where(and(eq(winnerInterviews.id, options.id), published));
  if (!current) throw notFound();
  if (!(await recordVisit(db, { kind: 'interview', itemKey: String(options.id), visitor: options.visitor, now: new Date() }))) return current.viewCount;
  const [row] = await db
    .update(winnerInterviews)
    .set({ viewCount: sql`${winnerInterviews.viewCount} + 1` })
    .where(and(eq(winnerInterviews.id, options.id), published))
    .returning({ viewCount: winnerInterviews.viewCount });
  return row?.viewCount ?? current.viewCount;
}
