import type { UserRow } from './sessions.ts';

/** Not an argon2 hash, so no password ever matches it: the account signs in through its provider only. */
export const SOCIAL_ONLY_PASSWORD_HASH = '!social-login';

/** Accounts made through a social provider have no password until their owner sets one. */
export const hasPassword = (user: Pick<UserRow, 'passwordHash'>) => user.passwordHash !== SOCIAL_ONLY_PASSWORD_HASH;
