import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ProfileUpdate } from '@madang/contracts';
import type { Database } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../http/app-error.ts';
import { revokeUserApiTokens } from '../api-tokens/issue-api-token.ts';
import { hasPassword } from './has-password.ts';
import { nameKeyOf } from './name-key.ts';
import { hashPassword, verifyPassword } from './secrets.ts';
import { deleteUserSessions, type UserRow } from './sessions.ts';

/** Changes nickname, consent, language or password; a new password ends every other session and revokes every API token. */
export async function updateProfile(db: Database, user: UserRow, input: ProfileUpdate, keepSessionToken: string | undefined): Promise<UserRow> {
  // Setting a first password (a social account) needs no current one; changing one does.
  if (input.newPassword && hasPassword(user)) {
    if (!input.currentPassword) throw badRequest('validation', { fields: [{ field: 'currentPassword', key: 'validation.required' }] });
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw forbidden('wrong_password');
  }
  const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
  return db
    .transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.marketing !== undefined ? { marketingConsent: input.marketing } : {}),
          ...(input.locale !== undefined ? { locale: input.locale } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (passwordHash) {
        await deleteUserSessions(tx, user.id, { except: keepSessionToken });
        await revokeUserApiTokens(tx, user.id);
      }
      return updated!;
    })
    .catch((error: unknown) => {
      if (uniqueViolationOf(error)) throw conflict('name_exist');
      throw error;
    });
}

/** Whether a nickname is free for `forUserId` (their own current nickname counts as free). */
export async function isNicknameAvailable(db: Database, name: string, forUserId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.nameKey, nameKeyOf(name)), isNull(users.withdrawnAt), forUserId ? ne(users.id, forUserId) : undefined))
    .limit(1);
  return !taken;
}
