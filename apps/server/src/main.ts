import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './create-context.ts';
import { seedDemo } from './features/demo/seed-demo.ts';

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

const config = configOrExit();
const { ctx, database } = await createContext(config);
const app = await buildApp({ ctx, logger: { level: config.logLevel } });

if (config.seedDemo) {
  const { seeded } = await seedDemo(ctx);
  if (seeded) app.log.info('demo content seeded');
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, mail: ctx.mailer.transport, startupMs: Math.round(performance.now() - startedAt) },
  `Madang is running at ${config.publicUrl}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
