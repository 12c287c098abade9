import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { partnerPhones, partners } from '../../db/schema.ts';

/**
 * Where a phone (international form) stands on the partner rosters: linked to a subscription on any roster, or
 * enrolled with an active partner (the oldest enrolment wins when two schools list it), or neither.
 */
export async function findRosterPhone(db: Executor, phone: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ phoneId: partnerPhones.id, linkedUserId: partnerPhones.linkedUserId, partner: partners })
    .from(partnerPhones)
    .innerJoin(partners, eq(partners.id, partnerPhones.partnerId))
    .where(eq(partnerPhones.phone, phone))
    .orderBy(asc(partnerPhones.id));
  const rows = options.lock ? await query.for('update', { of: partnerPhones }) : await query;
  if (rows.some((row) => row.linkedUserId !== null)) return { state: 'linked' as const };
  const enrolled = rows.find((row) => row.partner.active);
  return enrolled ? { state: 'enrolled' as const, phoneId: enrolled.phoneId, partner: enrolled.partner } : { state: 'absent' as const };
}

/** Marks a roster phone linked to a member, only while it is not: false when another request took it first. */
export async function linkRosterPhone(tx: Executor, options: { phoneId: number; userId: number; at: Date }) {
  const linked = await tx
    .update(partnerPhones)
    .set({ linkedUserId: options.userId, linkedAt: options.at })
    .where(and(eq(partnerPhones.id, options.phoneId), isNull(partnerPhones.linkedUserId)))
    .returning({ id: partnerPhones.id });
  return linked.length === 1;
}
