import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { policyDocumentKeys } from '@madang/contracts';
import type { Storage } from './storage.ts';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content');

/** Puts the shipped terms, privacy and marketing texts into storage unless the operator has placed their own. */
export async function installPolicyDocuments(storage: Storage): Promise<void> {
  for (const byLocale of Object.values(policyDocumentKeys)) {
    for (const key of Object.values(byLocale)) {
      if (
        await storage.get(key).then((object) => {
          object?.body.destroy();
          return object;
        })
      )
        continue;
      await storage.put(key, await readFile(path.join(contentDir, key)));
    }
  }
}
