import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContext, pgliteDataDirOf } from './create-context.ts';
import { startCodeRuns } from './features/code-runs/start-code-runs.ts';
import { findDemoPasswordProblem } from './features/demo/demo-password-problem.ts';
import { defaultTemplateCacheDir, demoTemplateKey, saveDemoTemplate } from './features/demo/demo-template.ts';
import { hasMembers } from './features/demo/has-members.ts';
import { installInquiryPosts } from './features/talkboard/inquiry-posts.ts';
import { startGradingWorker } from './features/grading/grading-worker.ts';
import { startDigestWorker } from './features/marketing/digest-worker.ts';
import { startLocalWebhookWorker, startPeriodEndWorker, startRenewalNoticeWorker } from './features/payments/payment-workers.ts';
import { startWinnerSurveyMailWorker } from './features/surveys/winner-survey-mail.ts';
import { reconcileOrders } from './features/payments/reconcile-orders.ts';
import { SMS_OFF_WARNING } from './features/sms/sms-sender.ts';
import type { RunningWorker } from './features/jobs/worker.ts';
import type { AppContext } from './app-context.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { FastifyInstance } from 'fastify';

const startedAt = performance.now();

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** `--services=web,worker` (the default), `web` or `worker`: one build, several roles. */
function servicesOrExit(): Set<'web' | 'worker'> {
  const flag = process.argv.find((arg) => arg.startsWith('--services='))?.slice('--services='.length) ?? 'web,worker';
  const services = flag.split(',').map((s) => s.trim());
  const unknown = services.filter((s) => s !== 'web' && s !== 'worker');
  if (unknown.length > 0 || services.length === 0) {
    console.error(`Unknown service in --services=${flag}; use web, worker or web,worker`);
    process.exit(1);
  }
  return new Set(services as ('web' | 'worker')[]);
}

const config = configOrExit();
const services = servicesOrExit();

/** What the start has opened so far, closed in this order when a signal comes. */
const running: { database?: DatabaseHandle; ctx?: AppContext; app?: FastifyInstance; workers: RunningWorker[] } = { workers: [] };
let stopRequested = false;

/** Opens the database, builds the app, seeds, starts the workers and listens; stops early once a signal came. */
async function start() {
  // A new embedded data directory that gets the demo starts from the cached seeded template (see demo-template.ts).
  const demoTemplate =
    services.has('web') && config.seedDemo && !config.databaseUrl && !existsSync(pgliteDataDirOf(config))
      ? { cacheDir: defaultTemplateCacheDir, key: demoTemplateKey() }
      : undefined;
  const { ctx, database } = await createContext(config, { demoTemplate });
  running.database = database;
  running.ctx = ctx;
  if (stopRequested) return;
  // The footer and the community link to the fixed inquiry posts, so every installation has them.
  await installInquiryPosts(ctx.db);
  // Needs the migrated database, so it comes after the configuration's checks, and before anyone can connect.
  if (config.env === 'production' && services.has('web')) {
    const problem = await findDemoPasswordProblem(ctx.db);
    if (problem) {
      console.error(`Refusing to start in production:\n  - ${problem}`);
      await database.close();
      process.exit(1);
    }
  }
  // The worker-only role builds the app too, for its logger; it does not listen.
  const app = await buildApp({ ctx, logger: { level: config.logLevel } });
  running.app = app;
  if (stopRequested) return;

  // The seed grades and closes its own competitions, so it runs before this process's worker starts.
  // The seed and the demo content it draws are loaded only when there is something to seed.
  if (services.has('web') && config.seedDemo && !(await hasMembers(ctx.db))) {
    const seededAt = new Date();
    const { seedDemo } = await import('./features/demo/seed-demo.ts');
    const { seeded } = await seedDemo(ctx);
    if (seeded) app.log.info('demo content seeded');
    if (seeded && demoTemplate && database.pglite) {
      // A cache that cannot be written (a read-only install) only costs the next new data directory its seed time.
      await saveDemoTemplate({ ...demoTemplate, pglite: database.pglite, dataDir: pgliteDataDirOf(config), storageDir: config.storageDir, seededAt }).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the demo template could not be cached'),
      );
    }
  }
  if (services.has('web') && ctx.sms.transport === 'none') app.log.warn(SMS_OFF_WARNING);
  // Orders a stopped process left between the provider's approval and our write are settled before anyone pays again.
  if (services.has('web')) await reconcileOrders(ctx, app.log);
  if (stopRequested) return;
  if (services.has('worker')) {
    running.workers.push(startGradingWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'grading job failed') }));
    running.workers.push(startPeriodEndWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'subscription period end failed') }));
    running.workers.push(startRenewalNoticeWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'renewal notice failed') }));
    running.workers.push(startWinnerSurveyMailWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'winner survey mail failed') }));
    if (ctx.payments?.name === 'local') running.workers.push(startLocalWebhookWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'local payment webhook failed') }));
    running.workers.push(await startDigestWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'weekly digest failed') }));
  }
  if (stopRequested) return;
  if (services.has('web')) await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { services: [...services], database: database.kind, mail: ctx.mailer.transport, sms: ctx.sms.transport, startupMs: Math.round(performance.now() - startedAt) },
    services.has('web') ? `Madang is running at ${config.publicUrl}` : 'Madang grading worker is running',
  );

  // Checked once the site answers: runs are refused until then, and for good when the runner is missing.
  const codeRunWorker = await startCodeRuns(ctx, { worker: services.has('worker'), log: app.log });
  if (codeRunWorker) running.workers.push(codeRunWorker);
}

// Handled from before the database opens: a signal during the start lets the step under way end, skips the rest and
// closes what is open, so the database is never left to recover at the next start (about a second of it here).
const started = start();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    stopRequested = true;
    await started.catch(() => undefined);
    await running.app?.close();
    await running.ctx?.renderer.close();
    for (const worker of running.workers) await worker.stop();
    await running.database?.close();
    process.exit(0);
  });
}
await started;
