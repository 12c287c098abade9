import { TERMS_VERSION, type Locale, type Role } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from './secrets.ts';
import type { UserRow } from './sessions.ts';

export interface NewUser {
  email: string;
  password: string;
  name: string;
  role?: Role;
  verified?: boolean;
  locale?: Locale;
  marketing?: boolean;
  subscription?: string | null;
  totalXp?: number;
  smsVerified?: boolean;
}

/** Inserts a ready account directly: the demo seed and test factories use it, sign-up goes through mail verification. */
export async function createUser(db: Executor, input: NewUser): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      name: input.name,
      role: input.role ?? 'member',
      emailVerifiedAt: input.verified === false ? null : new Date(),
      locale: input.locale ?? 'ko',
      marketingConsent: input.marketing ?? false,
      termsVersion: TERMS_VERSION,
      subscription: input.subscription ?? null,
      totalXp: input.totalXp ?? 0,
      smsVerified: input.smsVerified ?? false,
    })
    .returning();
  return user!;
}
