import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import type { AppContext, RateLimits } from '../app-context.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createContext } from '../create-context.ts';
import type { DatabaseSource } from '../db/client.ts';
import { cloneTemplate } from './postgres-template.ts';

/** Limits high enough that only the rate-limit tests meet them. */
export const relaxedRateLimits: RateLimits = {
  login: { max: 1000, timeWindow: 60_000 },
  signup: { max: 1000, timeWindow: 60_000 },
  resend: { max: 1000, timeWindow: 60_000 },
  apiToken: { max: 1000, timeWindow: 60_000 },
  publicWrite: { max: 1000, timeWindow: 60_000 },
  errorReport: { max: 1000, timeWindow: 60_000 },
};

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  close(): Promise<void>;
}

/** A real server on its own copy of the migrated database, reached through `app.inject`. */
export async function createTestApp(options: { env?: Record<string, string>; rateLimits?: RateLimits; webDistDir?: string } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'madang-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...options.env });
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let source: DatabaseSource;
  if (serverUrl) {
    const clone = await cloneTemplate(serverUrl, inject('postgresTemplate'));
    dropDatabase = clone.drop;
    source = { kind: 'postgres', url: clone.url };
  } else {
    source = { kind: 'pglite', dump: new Blob([readFileSync(inject('pgliteTemplate'))]) };
  }
  const { ctx, database } = await createContext(config, { source, rateLimits: options.rateLimits ?? relaxedRateLimits });
  const app = await buildApp({ ctx, webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build') });
  await app.ready();
  return {
    app,
    ctx,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: keeps the cookies the server sets and sends them back. */
export function createAgent(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const request = async (options: InjectOptions) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
    for (const set of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = set.maxAge === 0 || (set.expires && set.expires.getTime() <= Date.now()) || set.value === '';
      if (expired) jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    return response;
  };
  return { request, cookies: jar };
}
