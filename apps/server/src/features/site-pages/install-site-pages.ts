import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { policyDocumentKeys, policyDocuments, sitePageKeys, TERMS_VERSION, type Locale } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { policyVersions, sitePages, type LocalizedText } from '../../db/schema.ts';
import { defaultSitePageTitles, FIRST_POLICY_EFFECTIVE_ON } from './default-site-pages.ts';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');

async function readBoth(fileOf: (locale: Locale) => string): Promise<LocalizedText> {
  const read = async (locale: Locale) => (await readFile(path.join(contentDir, fileOf(locale)), 'utf8')).trim();
  return { ko: await read('ko'), en: await read('en') };
}

/**
 * Gives every start (demo or production) the site pages and a first version of each policy when they are missing;
 * what admins have written is never overwritten. The first policy versions are the shipped documents, labelled with
 * the terms version members' consents record. Files are read only for what is missing, so a usual start costs two
 * small queries.
 */
export async function installSitePages(db: Executor): Promise<void> {
  const present = new Set((await db.select({ key: sitePages.key }).from(sitePages)).map((row) => row.key));
  for (const key of sitePageKeys.filter((k) => !present.has(k))) {
    const body = key === 'recruit' ? { ko: '', en: '' } : await readBoth((locale) => `site-pages/${key}.${locale}.md`);
    await db.insert(sitePages).values({ key, title: defaultSitePageTitles[key], body }).onConflictDoNothing({ target: sitePages.key });
  }
  const first = await db.select({ document: policyVersions.document }).from(policyVersions).where(eq(policyVersions.version, TERMS_VERSION));
  const installed = new Set(first.map((row) => row.document));
  for (const document of policyDocuments.filter((d) => !installed.has(d))) {
    const body = await readBoth((locale) => policyDocumentKeys[document][locale]);
    await db
      .insert(policyVersions)
      .values({ document, version: TERMS_VERSION, effectiveOn: FIRST_POLICY_EFFECTIVE_ON, body })
      .onConflictDoNothing({ target: [policyVersions.document, policyVersions.version] });
  }
}
