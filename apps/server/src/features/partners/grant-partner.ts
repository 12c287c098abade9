import { eq } from 'drizzle-orm';
import { parsePhone, type GrantPartnerRequest } from '@madang/contracts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { alreadySubscribed } from '../payments/errors.ts';
import { appendLedger, currentSubscription, lockMember } from '../payments/ledger.ts';
import { subscriptionValueOf } from '../payments/subscription-state.ts';
import { phoneAlreadyGranted, notPartnerPhone, partnerPhoneMismatch } from './errors.ts';
import { findRosterPhone, linkRosterPhone } from './roster.ts';

const DAY_MS = 86_400_000;

/**
 * `POST /v1/subscription/grant-oz-subs`: the member's verified phone is on an active partner's roster and not
 * linked yet, so the partner's period is granted. Under the member's row lock and the roster row's lock, and
 * the link only takes a phone still unlinked, so a double click or two members at once grant once.
 */
export async function grantPartnerSubscription(db: Database, options: { userId: number; request: GrantPartnerRequest; now?: Date }) {
  const now = options.now ?? new Date();
  const typed = options.request.phone;
  // The spec's call names the phone as typed (010-…) or in international form (+82…).
  const named = typed.startsWith('+') ? typed.replace(/[^\d+]/g, '') : parsePhone('82', typed)?.international;
  return db.transaction(async (tx) => {
    await lockMember(tx, options.userId);
    const [member] = await tx.select({ phone: users.phone, smsVerified: users.smsVerified }).from(users).where(eq(users.id, options.userId));
    // The grant is for the phone verified in the popup's steps, never another number typed into the call.
    if (!member?.smsVerified || !member.phone || member.phone !== named) throw partnerPhoneMismatch();
    const roster = await findRosterPhone(tx, member.phone, { lock: true });
    if (roster.state === 'linked') throw phoneAlreadyGranted();
    if (roster.state === 'absent') throw notPartnerPhone();
    const current = await currentSubscription(tx, options.userId, now);
    if (subscriptionValueOf(current) !== null) throw alreadySubscribed();
    if (!(await linkRosterPhone(tx, { phoneId: roster.phoneId, userId: options.userId, at: now }))) throw phoneAlreadyGranted();
    await appendLedger(tx, {
      userId: options.userId,
      kind: 'granted_by_partner',
      periodEnd: new Date(now.getTime() + roster.partner.periodDays * DAY_MS),
      detail: { partner: roster.partner.code, partner_phone_id: roster.phoneId },
    });
    return roster.partner;
  });
}
