import { createHash, randomBytes } from 'node:crypto';

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes), fast enough for a 2-core server. */
const argonOptions = { algorithm: 2 /* Algorithm.Argon2id, a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// The native argon2 module is loaded with the first password, not with the server.
const argon2 = () => import('@node-rs/argon2');

export const hashPassword = async (password: string) => (await argon2()).hash(password, argonOptions);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Random bearer secrets are stored only as their SHA-256, so a leaked table opens no account. */
export function createOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
