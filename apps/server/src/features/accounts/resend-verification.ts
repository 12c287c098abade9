import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { findActiveUserByEmail } from './find-user.ts';
import { issueVerification, sendVerificationMail } from './verification-mail.ts';

/**
 * Mails a fresh verification link to an account still waiting for one. An unknown address and a verified
 * account get the same quiet success, so the call cannot be used to learn who has an account.
 */
export async function resendVerification(ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>, email: string, locale: Locale): Promise<void> {
  const user = await findActiveUserByEmail(ctx.db, email);
  if (!user || user.emailVerifiedAt) return;
  const token = await issueVerification(ctx.db, user.id);
  await sendVerificationMail(ctx, user, token, locale);
}
