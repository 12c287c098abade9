import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale, PasswordReset } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { passwordResets, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { revokeUserApiTokens } from '../api-tokens/issue-api-token.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { findActiveUserByEmail } from './find-user.ts';
import { loginThrottleOf } from './login-throttle.ts';
import { ResetMailBudget } from './reset-mail-budget.ts';
import { createOpaqueToken, hashOpaqueToken, hashPassword } from './secrets.ts';
import { deleteUserSessions } from './sessions.ts';

export const RESET_TTL_MS = 30 * 60_000;
/** The reset page; not a page of the spec, which has no password recovery. */
export const RESET_PAGE_PATH = '/account/reset-password';

const budgets = new WeakMap<AppContext, ResetMailBudget>();
function budgetOf(ctx: AppContext): ResetMailBudget {
  let budget = budgets.get(ctx);
  if (!budget) budgets.set(ctx, (budget = new ResetMailBudget()));
  return budget;
}

/**
 * Mails a reset link to a live account. An unknown address, a withdrawn account and a spent per-address
 * budget all end quietly, so the caller answers the same in every case. Social-only accounts get a link too:
 * it is how they set a first password without signing in.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, locale: Locale): Promise<void> {
  const user = await findActiveUserByEmail(ctx.db, email);
  if (!user || !budgetOf(ctx).take(email)) return;
  const { token, tokenHash } = createOpaqueToken();
  await ctx.db.insert(passwordResets).values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const prefix = locale === 'en' ? '/en' : '';
  const link = `${ctx.config.publicUrl}${prefix}${RESET_PAGE_PATH}?${new URLSearchParams({ token })}`;
  await ctx.mailer.send(passwordResetMail({ to: user.email, name: user.name, link, locale }));
}

/**
 * Uses a reset link once: sets the password, ends every session and revokes every personal API token (as a
 * password change does), and retires the account's other open links. The mail reached its owner, so an
 * unverified address counts as verified from here on.
 */
export async function resetPassword(ctx: AppContext, input: PasswordReset): Promise<void> {
  const tokenHash = hashOpaqueToken(input.token);
  const live = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));
  const [pending] = await ctx.db
    .select({ userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, and(eq(users.id, passwordResets.userId), isNull(users.withdrawnAt)))
    .where(live)
    .limit(1);
  if (!pending) throw invalidResetLink();
  // Hashing is slow; it runs outside the transaction, which then claims the link atomically.
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx.update(passwordResets).set({ usedAt: new Date() }).where(live).returning({ userId: passwordResets.userId });
    if (!claimed) throw invalidResetLink();
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await deleteUserSessions(tx, claimed.userId);
    await revokeUserApiTokens(tx, claimed.userId);
  });
  // Whoever was guessing the old password no longer holds the owner back.
  loginThrottleOf(ctx).recordSuccess(pending.email);
}

const invalidResetLink = () => new AppError('invalid_reset', 'invalid_reset');
