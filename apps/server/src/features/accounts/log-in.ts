import { eq } from 'drizzle-orm';
import type { LoginRequest } from '@madang/contracts';
import { safeReturnPath } from '@madang/contracts/return-to';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, forbidden } from '../../http/app-error.ts';
import { findActiveUserByEmail } from './find-user.ts';
import type { LoginGuard } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './secrets.ts';
import { createSession, type UserRow } from './sessions.ts';

// Verified against when the address is unknown, so both refusals take the same time. Made by the first login (known
// address or not, so that one is no tell either), not by every start of the server.
let decoyHash: Promise<string> | undefined;

/**
 * Checks the password and opens a 7-day session; unverified accounts are sent to mail verification first.
 * `guard` slows down an account after repeated failures (login-throttle.ts).
 */
export async function logIn(db: Database, input: LoginRequest, guard: LoginGuard): Promise<{ user: UserRow; token: string }> {
  guard.assertMayTry(input.mail);
  decoyHash ??= hashPassword('decoy password that matches nothing');
  const decoy = await decoyHash;
  const user = await findActiveUserByEmail(db, input.mail);
  const passwordOk = await verifyPassword(user?.passwordHash ?? decoy, input.password);
  if (!user || !passwordOk) {
    guard.recordFailure(input.mail);
    throw new AppError('invalid_credentials', 'invalid_credentials');
  }
  guard.recordSuccess(input.mail);
  if (!user.emailVerifiedAt) throw forbidden('need_mail_active', { data: { email: user.email } });
  if (input.locale && input.locale !== user.locale) {
    await db.update(users).set({ locale: input.locale }).where(eq(users.id, user.id));
  }
  const token = await createSession(db, user.id);
  return { user: { ...user, locale: input.locale || user.locale }, token };
}

/** Only same-site paths are followed after login (see safeReturnPath); anything else lands on the home page of the locale. */
export function safeReturnTo(returnTo: string | undefined, locale: string | undefined): string {
  return safeReturnPath(returnTo) ?? (locale === 'en' ? '/en' : '/');
}
