import path from 'node:path';
import type { AppContext, RateLimits } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseSource } from './db/client.ts';
import { RunnerState } from './features/code-runs/runner-state.ts';
import { openDemoTemplate } from './features/demo/demo-template.ts';
import { createMailer } from './features/mail/mailer.ts';
import { paymentProviderOf } from './features/payments/payment-provider-of.ts';
import { createIdentityVerifier } from './features/kakao-cert/create-identity-verifier.ts';
import { createSmsSender } from './features/sms/sms-sender.ts';
import { createLocalStorage } from './features/storage/local-storage.ts';
import { ResponseCache } from './features/leaderboards/response-cache.ts';
import { createDocumentRenderer } from './features/rendering/document-renderer.ts';
import { installPolicyVersionFiles } from './features/site-pages/policy-files.ts';
import { installSitePages } from './features/site-pages/install-site-pages.ts';
import { SubmissionEvents } from './features/submissions/submission-events.ts';

/** Where the embedded database keeps its files, when no DATABASE_URL names a server. */
export const pgliteDataDirOf = (config: Config) => path.join(config.dataDir, 'db');

/**
 * Opens the database (migrated), the mailer and the file store for a configuration. With `demoTemplate`, a new
 * PGlite data directory starts as a copy of the cached seeded template when there is one for that key.
 */
export async function createContext(
  config: Config,
  options: { source?: DatabaseSource; rateLimits?: RateLimits; demoTemplate?: { cacheDir: string; key: string } } = {},
): Promise<{ ctx: AppContext; database: DatabaseHandle }> {
  const source: DatabaseSource = options.source ?? (config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: pgliteDataDirOf(config) });
  const fromTemplate =
    options.demoTemplate && source.kind === 'pglite' && 'dataDir' in source
      ? await openDemoTemplate({ ...options.demoTemplate, dataDir: source.dataDir, storageDir: config.storageDir, now: new Date() })
      : undefined;
  const database = fromTemplate ?? (await openDatabase(source));
  await database.migrate();
  const storage = createLocalStorage({ root: config.storageDir, secret: config.secret });
  await installSitePages(database.db);
  await installPolicyVersionFiles(database.db, storage);
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer: createMailer(config, database.db),
    sms: createSmsSender(config.sms, database.db),
    identity: createIdentityVerifier(config.kakaoCert, database.db),
    storage,
    rateLimits: options.rateLimits ?? config.rateLimits,
    cache: new ResponseCache(),
    submissionEvents: new SubmissionEvents(),
    renderer: createDocumentRenderer(config.rendering),
    runner: new RunnerState(),
    payments: paymentProviderOf(config, database.db),
  };
  return { ctx, database };
}
