import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parsePhone, type Locale, type PhoneForm, type PhoneVerification } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { consumeSmsCode, phoneText, sendSmsCode } from '../sms/sms-codes.ts';
import { findPhoneOwner } from './phone-owner.ts';
import type { UserRow } from './sessions.ts';

/** Section 8's refusals of a phone, under the spec's message keys with texts about phones. */
export const phoneInvalid = () => new AppError('bad_request', 'invalid', { detail: phoneText('invalid') });
export const phoneTaken = () => new AppError('conflict', 'exist', { detail: phoneText('exist') });
export const phoneWithdrawn = () => new AppError('conflict', 'userout', { detail: phoneText('userout') });
export const codeRefused = () => new AppError('code_invalid', 'Unauthorized', { detail: phoneText('Unauthorized') });

export function parsePhoneForm(form: Pick<PhoneForm, 'phone' | 'country_code'>) {
  const phone = parsePhone(form.country_code, form.phone);
  if (!phone) throw phoneInvalid();
  return phone;
}

/** A member asks for a code to verify a phone: a number verified by another account, or by one withdrawn under 30 days ago, is refused first. */
export async function sendPhoneCode(ctx: AppContext, options: { user: UserRow; form: PhoneForm; address: string; locale: Locale; log: FastifyBaseLogger }) {
  const phone = parsePhoneForm(options.form);
  const owner = await findPhoneOwner(ctx.db, phone.international);
  if (owner.state === 'active' && owner.user.id !== options.user.id) throw phoneTaken();
  if (owner.state === 'withdrawn') throw phoneWithdrawn();
  return sendSmsCode(ctx, { purpose: 'verify', phone, userId: options.user.id, address: options.address, locale: options.locale, log: options.log });
}

/** The code is right: the phone becomes the member's one verified phone, replacing any earlier one. */
export async function verifyPhoneCode(ctx: AppContext, options: { user: UserRow; form: PhoneVerification }): Promise<UserRow> {
  const phone = parsePhoneForm(options.form);
  const right = await consumeSmsCode(ctx, { purpose: 'verify', phone, userId: options.user.id, code: options.form.code });
  if (!right) throw codeRefused();
  try {
    const [updated] = await ctx.db.update(users).set({ phone: phone.international, smsVerified: true }).where(eq(users.id, options.user.id)).returning();
    return updated!;
  } catch (error) {
    // Another account verified the same number between this one's send and its code.
    if (uniqueViolationOf(error)) throw phoneTaken();
    throw error;
  }
}
