import { DAILY_XP_CAP, XP_PER_EVENT, type XpReason } from '@madang/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, xpEvents } from '../../db/schema.ts';
import { kstDay } from './kst-day.ts';

const DAY_MS = 86_400_000;

/** A believable week of activity, repeated backwards in time until a member's earlier XP is accounted for. */
const PATTERN: { reason: XpReason; amount: number }[] = [
  { reason: 'comment', amount: XP_PER_EVENT.comment },
  { reason: 'submission', amount: XP_PER_EVENT.submission },
  { reason: 'talk_like', amount: XP_PER_EVENT.talk_like },
  { reason: 'submission', amount: XP_PER_EVENT.submission },
  { reason: 'comment', amount: XP_PER_EVENT.comment },
  { reason: 'competition', amount: 200 },
];

/**
 * Demo XP history: the demo members start with a total (their level) but no ledger, so this writes the
 * earlier events that add up to it, one day apart going back from two days ago, never over the daily
 * cap. The events other seeds caused (comments, scores, closes) stay as they are, newer than these.
 * Everything is read except the member's newest events, so a visitor who logs in sees the indicator.
 */
async function seedXpHistory(db: Executor, options: { userIds: number[]; now: Date }) {
  const totals = await db
    .select({
      id: users.id,
      totalXp: users.totalXp,
      ledger: sql<number>`coalesce((select sum(e.amount) from xp_events e where e.user_id = ${users.id}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(inArray(users.id, options.userIds));
  const rows: (typeof xpEvents.$inferInsert)[] = [];
  for (const person of totals) {
    let missing = person.totalXp - person.ledger;
    const events: { reason: XpReason; amount: number; at: Date }[] = [];
    for (let i = 0; missing > 0; i++) {
      const step = PATTERN[(i + person.id) % PATTERN.length]!;
      const amount = Math.min(missing, step.amount, DAILY_XP_CAP);
      events.push({ reason: step.reason, amount, at: new Date(options.now.getTime() - (2 + i) * DAY_MS - (person.id % 7) * 3_600_000) });
      missing -= amount;
    }
    let running = 0;
    for (const [index, event] of events.reverse().entries()) {
      running += event.amount;
      rows.push({
        userId: person.id,
        reason: event.reason,
        itemKey: `demo:${index}`,
        amount: event.amount,
        requested: event.amount,
        totalAfter: running,
        kstDay: kstDay(event.at),
        createdAt: event.at,
        readAt: event.at,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(xpEvents).values(rows.slice(i, i + 500));
}

/** Leaves only the member's newest events unread, so the XP button shows its indicator in the demo. */
async function markDemoXpRead(db: Executor, options: { userIds: number[]; keepUnreadFor: number; now: Date }) {
  await db
    .update(xpEvents)
    .set({ readAt: options.now })
    .where(
      sql`${inArray(xpEvents.userId, options.userIds)} and ${xpEvents.readAt} is null and ${xpEvents.id} not in (select id from xp_events where user_id = ${options.keepUnreadFor} and read_at is null order by created_at desc, id desc limit 2)`,
    );
}

/** The demo's XP: every given member's history, read but for the documented member's two newest events. */
export async function seedDemoXp(db: Executor, options: { userIds: number[]; memberId: number; now: Date }) {
  await seedXpHistory(db, options);
  await markDemoXpRead(db, { userIds: options.userIds, keepUnreadFor: options.memberId, now: options.now });
}
