import { desc, eq } from 'drizzle-orm';
import { TERMS_VERSION, type PolicyVersionValues } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { policyVersions } from '../../db/schema.ts';
import { conflict } from '../../http/app-error.ts';
import { kstDay } from '../xp/kst-day.ts';

export type PolicyVersionRow = typeof policyVersions.$inferSelect;
export type PolicyDocumentName = PolicyVersionRow['document'];

/** Every version of a document, newest effective date first (the later publication first on the same day). */
export function listPolicyVersions(db: Executor, document: PolicyDocumentName): Promise<PolicyVersionRow[]> {
  return db.select().from(policyVersions).where(eq(policyVersions.document, document)).orderBy(desc(policyVersions.effectiveOn), desc(policyVersions.id));
}

/** The version in effect on `now`'s Korean day: the newest that has taken effect, or the oldest when none has yet. */
export function currentPolicyVersion(versions: PolicyVersionRow[], now: Date): PolicyVersionRow | undefined {
  const today = kstDay(now);
  return versions.find((version) => version.effectiveOn <= today) ?? versions.at(-1);
}

/** Publishes a new version; earlier ones stay as they were, so consents keep naming a readable text. */
export async function publishPolicyVersion(db: Executor, options: { document: PolicyDocumentName; input: PolicyVersionValues; userId: number }): Promise<PolicyVersionRow> {
  const { document, input } = options;
  const [row] = await db
    .insert(policyVersions)
    .values({ document, version: input.version, effectiveOn: input.effective_on, body: { ko: input.body.ko, en: input.body.en }, publishedByUserId: options.userId })
    .onConflictDoNothing({ target: [policyVersions.document, policyVersions.version] })
    .returning();
  if (!row) throw conflict('policy_version_exists');
  return row;
}

/** The terms version a new member agrees to now: the one in effect, which their account then records. */
export async function termsVersionInEffect(db: Executor, now: Date): Promise<string> {
  const version = currentPolicyVersion(await listPolicyVersions(db, 'terms'), now);
  return version?.version ?? TERMS_VERSION;
}
