import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/app-error.ts';

/** An admin makes a member a host or an educator, or takes the role back; admins keep their role. */
export async function grantRole(db: Executor, options: { email: string; role: 'member' | 'host' | 'educator' }) {
  const [user] = await db
    .update(users)
    .set({ role: options.role })
    .where(and(sql`lower(${users.email}) = lower(${options.email})`, isNull(users.withdrawnAt), ne(users.role, 'admin')))
    .returning({ id: users.id, name: users.name, role: users.role });
  if (user) return user;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${options.email})`, isNull(users.withdrawnAt)));
  if (admin) throw conflict('admin_role_fixed');
  throw notFound('no_user');
}
