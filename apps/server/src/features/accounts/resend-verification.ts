import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../http/app-error.ts';
import { findActiveUserByEmail } from './find-user.ts';
import { issueVerification, sendVerificationMail } from './verification-mail.ts';

/**
 * Mails a fresh verification link. An unknown address gets the same quiet success,
 * so the call cannot be used to learn who has an account.
 */
export async function resendVerification(ctx: Pick<AppContext, 'db' | 'config' | 'mailer'>, email: string, locale: Locale): Promise<void> {
  const user = await findActiveUserByEmail(ctx.db, email);
  if (!user) return;
  if (user.emailVerifiedAt) throw conflict('already_verified');
  const token = await issueVerification(ctx.db, user.id);
  await sendVerificationMail(ctx, user, token, locale);
}
