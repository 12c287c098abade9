import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMS_CODE_ATTEMPTS, SMS_CODE_LENGTH, SMS_CODE_TTL_MINUTES, type Locale } from '@madang/contracts';
import { translate } from '@madang/i18n';
import type { AppContext } from '../../app-context.ts';
import { phoneVerifications } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { internationalOf, SmsDeliveryError, type PhoneNumber } from './sms-sender.ts';

type Purpose = (typeof phoneVerifications.$inferSelect)['purpose'];
const HOUR_MS = 3600_000;
// Every send takes this lock, so the counts below and the new row cannot interleave with another send's.
const SEND_LOCK = 0x736d73;

export const smsUnavailable = () => new AppError('sms_unavailable', 'sms_unavailable');
export const smsRateLimited = () => new AppError('rate_limited', 'sms_rate_limited');

const ownerIs = (userId: number | null) => (userId === null ? isNull(phoneVerifications.userId) : eq(phoneVerifications.userId, userId));
const codeHashOf = (secret: string, phone: string, code: string) => createHmac('sha256', secret).update(`sms:${phone}:${code}`).digest('hex');

/**
 * Sends a fresh code by SMS, within the limits per phone, member and address (per hour) and per day for
 * the whole platform: a refused send costs nothing. The requester's earlier live codes for the number die, so
 * only the newest works. A provider failure answers `sms_failed` and the code is void.
 */
export async function sendSmsCode(
  ctx: Pick<AppContext, 'db' | 'sms' | 'config'>,
  options: { purpose: Purpose; phone: PhoneNumber; userId: number | null; address: string; locale: Locale; log: FastifyBaseLogger },
): Promise<{ expiresInSeconds: number }> {
  if (ctx.sms.transport === 'none') throw smsUnavailable();
  const { limits } = ctx.config.sms;
  const phone = internationalOf(options.phone);
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK})`);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const t = phoneVerifications;
    const [counts] = await tx
      .select({
        day: sql<number>`count(*)::int`,
        phone: sql<number>`(count(*) filter (where ${t.phone} = ${phone} and ${t.createdAt} > ${hourAgo}))::int`,
        member: sql<number>`(count(*) filter (where ${t.userId} = ${options.userId ?? 0} and ${t.createdAt} > ${hourAgo}))::int`,
        address: sql<number>`(count(*) filter (where ${t.address} = ${options.address} and ${t.createdAt} > ${hourAgo}))::int`,
      })
      .from(t)
      .where(gt(t.createdAt, new Date(now.getTime() - 24 * HOUR_MS)));
    const over =
      counts!.day >= limits.perDay ||
      counts!.phone >= limits.perPhonePerHour ||
      (options.userId !== null && counts!.member >= limits.perMemberPerHour) ||
      counts!.address >= limits.perAddressPerHour;
    if (over) throw smsRateLimited();
    await tx
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.purpose, options.purpose), eq(t.phone, phone), ownerIs(options.userId), isNull(t.usedAt), gt(t.expiresAt, now)));
    const [inserted] = await tx
      .insert(t)
      .values({
        purpose: options.purpose,
        userId: options.userId,
        phone,
        address: options.address,
        codeHash: codeHashOf(ctx.config.secret, phone, code),
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
      })
      .returning({ id: t.id });
    return inserted!;
  });
  try {
    await ctx.sms.send({ to: options.phone, text: translate(options.locale, 'auth.phone.smsText', { code, minutes: SMS_CODE_TTL_MINUTES }) });
  } catch (error) {
    await ctx.db.update(phoneVerifications).set({ usedAt: new Date() }).where(eq(phoneVerifications.id, row.id));
    // The provider's reason (a balance, a sender number) is the operator's to read, not the member's.
    if (error instanceof SmsDeliveryError) {
      options.log.error({ err: error, providerCode: error.providerCode }, 'an SMS could not be delivered');
      throw new AppError('sms_failed', 'sms_failed');
    }
    throw error;
  }
  return { expiresInSeconds: SMS_CODE_TTL_MINUTES * 60 };
}

/**
 * Spends one try of the newest live code for this phone (and member, when there is one). The try is
 * counted before the comparison, so a code that has had its five tries fails even when right. True once
 * per code: a right code is used up.
 */
export async function consumeSmsCode(
  ctx: Pick<AppContext, 'db' | 'config'>,
  options: { purpose: Purpose; phone: PhoneNumber; userId: number | null; code: string },
): Promise<boolean> {
  const phone = internationalOf(options.phone);
  const t = phoneVerifications;
  const now = new Date();
  const [latest] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.purpose, options.purpose), eq(t.phone, phone), ownerIs(options.userId), isNull(t.usedAt), gt(t.expiresAt, now)))
    .orderBy(desc(t.id))
    .limit(1);
  if (!latest) return false;
  const [tried] = await ctx.db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.id, latest.id), lt(t.attempts, SMS_CODE_ATTEMPTS), isNull(t.usedAt)))
    .returning({ codeHash: t.codeHash });
  if (!tried) return false;
  const expected = Buffer.from(tried.codeHash, 'hex');
  const given = Buffer.from(codeHashOf(ctx.config.secret, phone, options.code), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const [used] = await ctx.db
    .update(t)
    .set({ usedAt: now })
    .where(and(eq(t.id, latest.id), isNull(t.usedAt)))
    .returning({ id: t.id });
  return used !== undefined;
}

/** Text in a language for an AppError whose spec key (`exist`, `userout`) reads differently for phones. */
export const phoneText = (key: string) => (locale: Locale) => translate(locale, `errors.phone.${key}`);
