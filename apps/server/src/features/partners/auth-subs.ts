import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale, PhoneForm, PhoneVerification } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { findPhoneOwner } from '../accounts/phone-owner.ts';
import { codeRefused, parsePhoneForm, phoneTaken, phoneWithdrawn } from '../accounts/phone-verification.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { consumeSmsCode, sendSmsCode } from '../sms/sms-codes.ts';
import { notPartnerPhone, phoneAlreadyGranted } from './errors.ts';
import { findRosterPhone } from './roster.ts';

/**
 * `POST /v1/user/sms/auth-subs`: a code for a phone to link a partner subscription with. A number already linked
 * is refused before its owner is asked about (the second student is told it is linked, not merely taken),
 * then the phone checks of plain verification, then the roster: only an enrolled number gets a text.
 */
export async function sendAuthSubsCode(ctx: AppContext, options: { user: UserRow; form: PhoneForm; address: string; locale: Locale; log: FastifyBaseLogger }) {
  const phone = parsePhoneForm(options.form);
  const roster = await findRosterPhone(ctx.db, phone.international);
  if (roster.state === 'linked') throw phoneAlreadyGranted();
  const owner = await findPhoneOwner(ctx.db, phone.international);
  if (owner.state === 'active' && owner.user.id !== options.user.id) throw phoneTaken();
  if (owner.state === 'withdrawn') throw phoneWithdrawn();
  if (roster.state === 'absent') throw notPartnerPhone();
  return sendSmsCode(ctx, { purpose: 'auth_subs', phone, userId: options.user.id, address: options.address, locale: options.locale, log: options.log });
}

/** `POST /v1/user/sms/auth-subs/verification`: the right code makes the number the member's verified phone. */
export async function verifyAuthSubsCode(ctx: AppContext, options: { user: UserRow; form: PhoneVerification }): Promise<UserRow> {
  const phone = parsePhoneForm(options.form);
  const right = await consumeSmsCode(ctx, { purpose: 'auth_subs', phone, userId: options.user.id, code: options.form.code });
  if (!right) throw codeRefused();
  try {
    const [updated] = await ctx.db.update(users).set({ phone: phone.international, smsVerified: true }).where(eq(users.id, options.user.id)).returning();
    return updated!;
  } catch (error) {
    if (uniqueViolationOf(error)) throw phoneTaken();
    throw error;
  }
}
