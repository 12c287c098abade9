import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailVerifications, users } from '../../db/schema.ts';
import { AppError, conflict } from '../../http/app-error.ts';
import { findActiveUserById } from './find-user.ts';
import { hashOpaqueToken } from './secrets.ts';

/** Uses a verification link once; the account can log in afterwards. */
export async function verifyMail(db: Executor, input: { id: number; token: string }): Promise<{ email: string }> {
  const user = await findActiveUserById(db, input.id);
  if (!user) throw invalidLink();
  if (user.emailVerifiedAt) throw conflict('already_verified');
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(mailVerifications)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(mailVerifications.userId, input.id),
          eq(mailVerifications.tokenHash, hashOpaqueToken(input.token)),
          isNull(mailVerifications.usedAt),
          gt(mailVerifications.expiresAt, new Date()),
        ),
      )
      .returning({ id: mailVerifications.id });
    if (!used) throw invalidLink();
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, input.id));
    return { email: user.email };
  });
}

const invalidLink = () => new AppError('invalid_verification', 'invalid_verification');
