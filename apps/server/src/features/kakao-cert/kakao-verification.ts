import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { KAKAO_CERT_TTL_SECONDS, parsePhone, type KakaoCertConfirm, type KakaoCertRequest, type KakaoCertStarted } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { identityVerifications, users } from '../../db/schema.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import { phoneInvalid, phoneTaken, phoneWithdrawn } from '../accounts/phone-verification.ts';
import { findPhoneOwner } from '../accounts/phone-owner.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { smsRateLimited } from '../sms/sms-codes.ts';
import { IdentityProviderError, type IdentityClaim } from './identity-verifier.ts';

type Context = Pick<AppContext, 'db' | 'config' | 'identity'>;
const HOUR_MS = 3600_000;
// Starts take this lock so that the counts below and the new row cannot interleave with another start's.
const START_LOCK = 0x6b6b6f;

export const kakaoCertUnavailable = () => new AppError('kakao_cert_unavailable', 'kakao_cert_unavailable');
const providerFailed = () => new AppError('kakao_cert_failed', 'kakao_cert_failed');
const requestRefused = () => new AppError('code_invalid', 'kakao_cert_refused');
const stillWaiting = () => conflict('kakao_cert_pending');
const identityMismatch = () => new AppError('code_invalid', 'kakao_cert_mismatch');

const hmacOf = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const claimHashOf = (secret: string, international: string, name: string, birthday: string) => hmacOf(secret, `kakao-claim:${international}:${name.trim()}:${birthday}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A Korean mobile number, the only kind Kakao's certificate knows, or `invalid`. */
function koreanMobile(digits: string) {
  const phone = parsePhone('82', digits);
  if (!phone) throw phoneInvalid();
  return phone;
}

async function refuseOthersPhone(ctx: Context, international: string, userId: number) {
  const owner = await findPhoneOwner(ctx.db, international);
  if (owner.state === 'active' && owner.user.id !== userId) throw phoneTaken();
  if (owner.state === 'withdrawn') throw phoneWithdrawn();
}

/**
 * The first step: Kakao asks the member's KakaoTalk to approve. The browser gets the transaction and a token that
 * only it holds; the request counts against the same hourly limits per member and address as a text does.
 */
export async function startKakaoCert(ctx: Context, options: { user: UserRow; form: KakaoCertRequest; address: string }): Promise<KakaoCertStarted> {
  if (ctx.identity.kind === 'none') throw kakaoCertUnavailable();
  const phone = koreanMobile(options.form.phone_no);
  await refuseOthersPhone(ctx, phone.international, options.user.id);
  const { limits } = ctx.config.sms;
  const token = randomBytes(32).toString('base64url');
  const placeholder = `pending-${randomBytes(12).toString('hex')}`;
  const now = Date.now();
  const t = identityVerifications;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    const [counts] = await tx
      .select({
        member: sql<number>`(count(*) filter (where ${t.userId} = ${options.user.id}))::int`,
        address: sql<number>`(count(*) filter (where ${t.address} = ${options.address}))::int`,
      })
      .from(t)
      .where(gt(t.createdAt, new Date(now - HOUR_MS)));
    if (counts!.member >= limits.perMemberPerHour || counts!.address >= limits.perAddressPerHour) throw smsRateLimited();
    await tx.insert(t).values({
      txId: placeholder,
      userId: options.user.id,
      phone: phone.international,
      claimHash: claimHashOf(ctx.config.secret, phone.international, options.form.name, options.form.birthday),
      tokenHash: hmacOf(ctx.config.secret, token),
      address: options.address,
      expiresAt: new Date(now + KAKAO_CERT_TTL_SECONDS * 1000),
    });
  });
  const claim: IdentityClaim = { phone: `0${phone.national}`, name: options.form.name.trim(), birthday: options.form.birthday };
  try {
    const { txId } = await ctx.identity.request(claim, token, KAKAO_CERT_TTL_SECONDS);
    await ctx.db.update(t).set({ txId }).where(eq(t.txId, placeholder));
    return { tx_id: txId, token, expiresInSeconds: KAKAO_CERT_TTL_SECONDS };
  } catch (error) {
    await ctx.db.update(t).set({ state: 'failed', finishedAt: new Date() }).where(eq(t.txId, placeholder));
    if (error instanceof IdentityProviderError) throw providerFailed();
    throw error;
  }
}

/**
 * The second step, after the member approved in KakaoTalk: the provider vouches for the person once, and when it is
 * the one the request named, with the token this browser holds, the number becomes the member's verified phone.
 */
export async function confirmKakaoCert(ctx: Context, options: { user: UserRow; form: KakaoCertConfirm }): Promise<UserRow> {
  const t = identityVerifications;
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.txId, options.form.tx_id), eq(t.userId, options.user.id)));
  if (!row || !sameHash(hmacOf(ctx.config.secret, options.form.token), row.tokenHash)) throw requestRefused();
  if (row.state === 'verified') return options.user;
  if (row.state === 'failed') throw requestRefused();
  if (row.state === 'verifying') throw stillWaiting();
  const markFailed = () => ctx.db.update(t).set({ state: 'failed', finishedAt: new Date() }).where(eq(t.id, row.id));

  const state = await ctx.identity.state(row.txId).catch((error: unknown) => {
    if (error instanceof IdentityProviderError) throw providerFailed();
    throw error;
  });
  if (state === 'waiting' && row.expiresAt.getTime() > Date.now()) throw stillWaiting();
  if (state !== 'completed') {
    await markFailed();
    throw requestRefused();
  }
  // Kakao verifies a request once: only the confirm that claims the row calls it.
  const [claimed] = await ctx.db
    .update(t)
    .set({ state: 'verifying' })
    .where(and(eq(t.id, row.id), eq(t.state, 'waiting')))
    .returning({ id: t.id });
  if (!claimed) throw stillWaiting();
  let vouched;
  try {
    vouched = await ctx.identity.verify(row.txId);
  } catch (error) {
    await markFailed();
    if (error instanceof IdentityProviderError) throw providerFailed();
    throw error;
  }
  const phone = parsePhone('82', vouched.phone);
  const matches =
    phone !== null &&
    phone.international === row.phone &&
    vouched.signedToken === options.form.token &&
    sameHash(claimHashOf(ctx.config.secret, phone.international, vouched.name, vouched.birthday), row.claimHash);
  if (!matches) {
    await markFailed();
    throw identityMismatch();
  }
  await refuseOthersPhone(ctx, row.phone, options.user.id).catch(async (error: unknown) => {
    await markFailed();
    throw error;
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set({ phone: row.phone, smsVerified: true }).where(eq(users.id, options.user.id)).returning();
      await tx.update(t).set({ state: 'verified', finishedAt: new Date() }).where(eq(t.id, row.id));
      return updated!;
    });
  } catch (error) {
    await markFailed();
    // Another account verified the same number while this member was in KakaoTalk.
    if (uniqueViolationOf(error)) throw phoneTaken();
    throw error;
  }
}
