import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { createUser, type NewUser } from '../features/accounts/create-user.ts';
import { createSession } from '../features/accounts/sessions.ts';

const unique = () => randomBytes(4).toString('hex');

/** A verified member with any field overridden; the password is `password123` unless given. */
export async function buildUser(db: Executor, overrides: Partial<NewUser> = {}) {
  const suffix = unique();
  const password = overrides.password ?? 'password123';
  const user = await createUser(db, { email: `user-${suffix}@example.com`, name: `user${suffix}`, password, ...overrides });
  return { user, password };
}

/** A user with an open session, and the bearer header to act as them. */
export async function buildSignedInUser(db: Executor, overrides: Partial<NewUser> = {}) {
  const built = await buildUser(db, overrides);
  const token = await createSession(db, built.user.id);
  return { ...built, token, headers: { authorization: `Bearer ${token}` } };
}
