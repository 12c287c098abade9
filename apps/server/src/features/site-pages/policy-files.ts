import { locales, policyDocumentKeys, policyDocuments, TERMS_VERSION } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { policyVersions } from '../../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { currentPolicyVersion, listPolicyVersions, type PolicyDocumentName, type PolicyVersionRow } from './policy-versions.ts';

/** Where one version's text in one language is kept: a published version never changes, so neither does its file. */
const versionFileKey = (document: PolicyDocumentName, version: string, locale: string) => `policy/versions/${document}/${version}.${locale}.md`;

async function hasFile(storage: Storage, key: string): Promise<boolean> {
  const object = await storage.get(key);
  object?.body.destroy();
  return object !== undefined;
}

/** Writes a version's texts to the files the signed document links serve. */
export async function storePolicyVersionFiles(storage: Storage, row: PolicyVersionRow): Promise<void> {
  for (const locale of locales) await storage.put(versionFileKey(row.document, row.version, locale), Buffer.from(row.body[locale], 'utf8'));
}

/** Gives every published version its files when they are missing (a first start, or a write that failed after its publication). */
export async function installPolicyVersionFiles(db: Executor, storage: Storage): Promise<void> {
  for (const row of await db.select().from(policyVersions)) {
    const missing = await Promise.all(locales.map((locale) => hasFile(storage, versionFileKey(row.document, row.version, locale)).then((has) => !has)));
    if (missing.some(Boolean)) await storePolicyVersionFiles(storage, row);
  }
}

/**
 * The file behind one of the spec's public document keys: the terms key names its version (23.3.29) and keeps
 * serving that text; the privacy and marketing keys name no version and serve the one in effect on `now`.
 */
export async function policyFileKeyOf(db: Executor, objectKey: string, now: Date): Promise<string | undefined> {
  for (const document of policyDocuments) {
    const locale = locales.find((l) => policyDocumentKeys[document][l] === objectKey);
    if (!locale) continue;
    const versions = await listPolicyVersions(db, document);
    const version = document === 'terms' ? versions.find((row) => row.version === TERMS_VERSION) : currentPolicyVersion(versions, now);
    return version && versionFileKey(document, version.version, locale);
  }
  return undefined;
}
