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
// A new embedded data directory that gets the demo starts from the cached seeded template (see demo-template.ts).
const demoTemplate =
  services.has('web') && config.seedDemo && !config.databaseUrl && !existsSync(pgliteDataDirOf(config)) ? { cacheDir: defaultTemplateCacheDir, key: demoTemplateKey() } : undefined;
const { ctx, database } = await createContext(config, { demoTemplate });
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
let worker: RunningWorker | undefined;
const paymentWorkers: RunningWorker[] = [];
if (services.has('worker')) {
  worker = startGradingWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'grading job failed') });
  paymentWorkers.push(startPeriodEndWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'subscription period end failed') }));
  paymentWorkers.push(startRenewalNoticeWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'renewal notice failed') }));
  paymentWorkers.push(startWinnerSurveyMailWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'winner survey mail failed') }));
  if (ctx.payments?.name === 'local') paymentWorkers.push(startLocalWebhookWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'local payment webhook failed') }));
}
const digestWorker = services.has('worker') ? await startDigestWorker(ctx, { onError: (error) => app.log.error({ err: error }, 'weekly digest failed') }) : undefined;
if (services.has('web')) await app.listen({ port: config.port, host: config.host });
app.log.info(
  { services: [...services], database: database.kind, mail: ctx.mailer.transport, sms: ctx.sms.transport, startupMs: Math.round(performance.now() - startedAt) },
  services.has('web') ? `Madang is running at ${config.publicUrl}` : 'Madang grading worker is running',
);

// Checked once the site answers: runs are refused until then, and for good when the runner is missing.
const codeRunWorker = await startCodeRuns(ctx, { worker: services.has('worker'), log: app.log });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await ctx.renderer.close();
    await worker?.stop();
    for (const paymentWorker of paymentWorkers) await paymentWorker.stop();
    await digestWorker?.stop();
    await codeRunWorker?.stop();
    await database.close();
    process.exit(0);
  });
}
