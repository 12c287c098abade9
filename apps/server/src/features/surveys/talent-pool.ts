import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TalentPoolEntry, talentPoolInputSchema, talentSearchQuerySchema, TalentSearchResult } from '@madang/contracts/surveys';
import type { Executor } from '../../db/client.ts';
import { talentPoolMembers, talentPoolViewers, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { isHost } from '../host/policy.ts';

/** At most this many members per search: hosts narrow by skill, level and wish rather than page. */
const SEARCH_LIMIT = 100;

/** Joins the pool or updates the member's entry; the consent is the member's tick, kept with its time. */
export async function joinTalentPool(db: Executor, options: { userId: number; input: z.output<typeof talentPoolInputSchema>; now: Date }) {
  const values = { skills: options.input.skills, level: options.input.level, wish: options.input.wish, updatedAt: options.now };
  await db
    .insert(talentPoolMembers)
    .values({ userId: options.userId, consentedAt: options.now, ...values })
    .onConflictDoUpdate({ target: talentPoolMembers.userId, set: values });
}

/** Withdrawing deletes the entry, so the next search no longer finds the member. */
export async function leaveTalentPool(db: Executor, userId: number): Promise<void> {
  await db.delete(talentPoolMembers).where(eq(talentPoolMembers.userId, userId));
}

export async function findTalentEntry(db: Executor, userId: number): Promise<TalentPoolEntry | null> {
  const [row] = await db.select().from(talentPoolMembers).where(eq(talentPoolMembers.userId, userId));
  return row ? { skills: row.skills, level: row.level, wish: row.wish, joined_at: row.consentedAt.toISOString() } : null;
}

/** Admins search the pool; hosts once an admin let them (the grant ends with their host role). */
export async function assertCanSearchTalent(db: Executor, user: UserRow): Promise<void> {
  if (user.role === 'admin') return;
  if (isHost(user)) {
    const [grant] = await db.select({ userId: talentPoolViewers.userId }).from(talentPoolViewers).where(eq(talentPoolViewers.userId, user.id));
    if (grant) return;
  }
  throw forbidden('talent_search_forbidden');
}

/** Lets a host search the pool, or takes it back, by e-mail; only hosts can hold it. */
export async function grantTalentSearch(db: Executor, options: { email: string; granted: boolean; adminId: number }) {
  const [user] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${options.email})`, sql`${users.withdrawnAt} is null`));
  if (!user) throw notFound('no_user');
  if (user.role !== 'host') throw forbidden('talent_search_host_only');
  if (options.granted) await db.insert(talentPoolViewers).values({ userId: user.id, grantedBy: options.adminId }).onConflictDoNothing();
  else await db.delete(talentPoolViewers).where(eq(talentPoolViewers.userId, user.id));
  return { user_id: user.id, name: user.name, granted: options.granted };
}

/** Pool members matching every filter given: a skill they list, a level, a wish. Withdrawn accounts never show. */
export async function searchTalent(db: Executor, query: z.output<typeof talentSearchQuerySchema>): Promise<TalentSearchResult[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, skills: talentPoolMembers.skills, level: talentPoolMembers.level, wish: talentPoolMembers.wish })
    .from(talentPoolMembers)
    .innerJoin(users, eq(users.id, talentPoolMembers.userId))
    .where(
      and(
        sql`${users.withdrawnAt} is null`,
        query.skill ? sql`${talentPoolMembers.skills} @> ${JSON.stringify([query.skill])}::jsonb` : undefined,
        query.level ? eq(talentPoolMembers.level, query.level) : undefined,
        query.wish ? eq(talentPoolMembers.wish, query.wish) : undefined,
      ),
    )
    .orderBy(sql`${talentPoolMembers.updatedAt} desc`)
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({ user_id: row.userId, name: row.name, email: row.email, skills: row.skills, level: row.level, wish: row.wish }));
}
