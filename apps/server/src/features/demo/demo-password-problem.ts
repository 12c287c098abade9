import { and, ilike, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { verifyPassword } from '../accounts/secrets.ts';
import { DEMO_RANKER_PASSWORD } from '../rankings/demo-rankings.ts';
import { demoAccounts, demoParticipants } from './demo-accounts.ts';

/** Every seeded account lives on this domain; the README publishes their passwords. */
const DEMO_DOMAIN = '@madang.dev';
const demoPasswords = new Map<string, string>([...Object.values(demoAccounts), ...demoParticipants].map((a) => [a.email, a.password]));
const documentedEmails = new Set<string>(Object.values(demoAccounts).map((a) => a.email));
const SHOWN = 3;

/**
 * Active demo accounts that still open with their published password, as the one line that refuses a
 * production start; undefined when there are none. Only the demo domain's accounts are tried, and each
 * distinct hash once (the generated rankers share one), so a start costs a dozen argon2 checks at most.
 */
export async function findDemoPasswordProblem(db: Executor): Promise<string | undefined> {
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(isNull(users.withdrawnAt), ilike(users.email, `%${DEMO_DOMAIN}`)));
  const checks = new Map<string, Promise<boolean>>();
  const verdicts = await Promise.all(
    candidates.map(({ email, passwordHash }) => {
      const password = demoPasswords.get(email.toLowerCase()) ?? DEMO_RANKER_PASSWORD;
      const key = `${passwordHash}\n${password}`;
      if (!checks.has(key)) checks.set(key, verifyPassword(passwordHash, password));
      return checks.get(key)!;
    }),
  );
  // The documented accounts (admin first) before the generated ones.
  const documented = (email: string) => (documentedEmails.has(email.toLowerCase()) ? 0 : 1);
  const live = candidates
    .filter((_, index) => verdicts[index])
    .map((row) => row.email)
    .sort((a, b) => documented(a) - documented(b) || a.localeCompare(b));
  if (live.length === 0) return undefined;
  const named = live.slice(0, SHOWN).join(', ') + (live.length > SHOWN ? ` and ${live.length - SHOWN} more` : '');
  return `Demo accounts still open with their public passwords (${named}): change those passwords or withdraw the accounts before a production start`;
}
