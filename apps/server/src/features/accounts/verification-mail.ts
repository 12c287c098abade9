import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@madang/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { mailVerifications } from '../../db/schema.ts';
import { verificationMail } from '../mail/templates.ts';
import { createOpaqueToken } from './secrets.ts';

const VERIFICATION_TTL_MS = 24 * 3600 * 1000;

/** Issues a new verification link for a user; earlier unused links stop working. */
export async function issueVerification(db: Executor, userId: number): Promise<string> {
  await db
    .update(mailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(mailVerifications.userId, userId), isNull(mailVerifications.usedAt)));
  const { token, tokenHash } = createOpaqueToken();
  await db.insert(mailVerifications).values({ userId, tokenHash, expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS) });
  return token;
}

export async function sendVerificationMail(
  ctx: Pick<AppContext, 'config' | 'mailer'>,
  user: { id: number; email: string; name: string },
  token: string,
  locale: Locale,
): Promise<void> {
  const prefix = locale === 'en' ? '/en' : '';
  const query = new URLSearchParams({ id: String(user.id), token, type: 'signup' });
  const link = `${ctx.config.publicUrl}${prefix}/api/verify_mail?${query}`;
  await ctx.mailer.send(verificationMail({ to: user.email, name: user.name, link, locale }));
}
