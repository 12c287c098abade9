import { and, isNull, sql } from 'drizzle-orm';
import type { AdminUser } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** The active member with this e-mail, for an admin deciding on their role. */
export async function findUserByEmail(db: Executor, email: string): Promise<AdminUser> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.withdrawnAt)))
    .limit(1);
  if (!user) throw notFound('no_user');
  return user;
}
