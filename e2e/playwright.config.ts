import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(`Chromium is needed for the browser journeys and was not found at ${chromiumPath}. Install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.`);
}

const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'madang-e2e-'));
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Journeys with several members and a grading run take half a minute on two cores; a busy machine doubles that.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Every journey signs up, logs in, opens posts and reports its expected API errors, all from this one address.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_SIGNUP: '1000',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_PUBLIC_WRITE: '1000',
      RATE_LIMIT_ERROR_REPORT: '1000',
      SMS_PER_ADDRESS_PER_HOUR: '1000',
    },
  },
});
