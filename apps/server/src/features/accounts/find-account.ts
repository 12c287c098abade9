import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { snsTypes, type FoundAccount, type Locale, type PhoneForm, type PhoneVerification } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { userIdentities } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { consumeSmsCode, phoneText, sendSmsCode } from '../sms/sms-codes.ts';
import { hasPassword } from './has-password.ts';
import { findPhoneOwner } from './phone-owner.ts';
import { codeRefused, parsePhoneForm, phoneWithdrawn } from './phone-verification.ts';
import type { UserRow } from './sessions.ts';

export const phoneNotRegistered = () => new AppError('not_found', 'not_registered', { detail: phoneText('not_registered') });

/**
 * Find account, first step: a code goes to any valid number, registered or not, so the send answers the
 * same for every number and says nothing about who is a member; what the number opens is told only to
 * whoever holds the phone (the second step).
 */
export async function sendFindEmailCode(ctx: AppContext, options: { form: PhoneForm; address: string; locale: Locale; log: FastifyBaseLogger }) {
  const phone = parsePhoneForm(options.form);
  return sendSmsCode(ctx, { purpose: 'find_email', phone, userId: null, address: options.address, locale: options.locale, log: options.log });
}

/** The code is right: the account's e-mail, masked, and how it signs in; a withdrawn one waits its 30 days; an unknown number does not match. */
export async function findEmailByPhone(ctx: AppContext, form: PhoneVerification): Promise<FoundAccount> {
  const phone = parsePhoneForm(form);
  if (!(await consumeSmsCode(ctx, { purpose: 'find_email', phone, userId: null, code: form.code }))) throw codeRefused();
  const owner = await findPhoneOwner(ctx.db, phone.international);
  if (owner.state === 'withdrawn') throw phoneWithdrawn();
  if (owner.state === 'none') throw phoneNotRegistered();
  return { mail: maskEmail(owner.user.email), info: { sns_type: await snsTypeOf(ctx.db, owner.user) } };
}

/** `madang.user@example.com` as `ma********@example.com`: enough for its owner to recognise. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${'*'.repeat(Math.max(local.length - shown.length, 3))}@${domain}`;
}

/** A password account is 1; an account that signs in only through a provider names the provider (the local one stands in for Google). */
async function snsTypeOf(db: Executor, user: UserRow): Promise<number> {
  if (hasPassword(user)) return snsTypes.none;
  const identities = await db.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, user.id));
  return identities.some((identity) => identity.provider.startsWith('kakao')) ? snsTypes.kakao : snsTypes.google;
}
