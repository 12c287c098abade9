import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { forbidden } from '../../http/app-error.ts';
import { hasPassword } from './has-password.ts';
import { verifyPassword } from './secrets.ts';
import { deleteUserSessions, type UserRow } from './sessions.ts';

/** Withdraws the account: it can no longer log in, and its e-mail may sign up again after 30 days. */
export async function withdrawAccount(db: Database, user: UserRow, proof: { password?: string; confirmEmail?: string }): Promise<void> {
  if (hasPassword(user)) {
    if (!(await verifyPassword(user.passwordHash, proof.password ?? ''))) throw forbidden('wrong_password');
  } else if (proof.confirmEmail?.toLowerCase() !== user.email.toLowerCase()) {
    throw forbidden('wrong_confirmation');
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ withdrawnAt: new Date(), marketingConsent: false }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id);
  });
}
