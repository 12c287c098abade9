import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureServerBundle } from '../../../scripts/server-bundle.mjs';
import { openDatabase } from './db/client.ts';
import { demoAccounts } from './features/demo/demo-accounts.ts';
import { createUser } from './features/accounts/create-user.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'madang-start-'));
  dirs.push(dir);
  return dir;
}

/** `npm start`'s server (scripts/start.mjs runs the bundle of main.ts) with only the given settings, to its exit. */
async function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const bundle = await ensureServerBundle();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

const problemLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('  - '));

describe('a production start', () => {
  it('with default settings refuses to run, listing every problem on its own line', async () => {
    const { code, stderr } = await startServer({ NODE_ENV: 'production', DATA_DIR: tempDataDir() });
    expect(code).toBe(1);
    const lines = problemLines(stderr);
    expect(lines, stderr).toHaveLength(3);
    expect(lines[0]).toMatch(/^ {2}- SECRET: is required in production/);
    expect(lines[1]).toMatch(/^ {2}- PUBLIC_URL: is required in production/);
    expect(lines[2]).toMatch(/^ {2}- SMTP_HOST: is required in production, or MAIL_DISABLED=true/);
  }, 120_000);

  it('refuses to run while a demo account keeps its public password, and says which', async () => {
    const dataDir = tempDataDir();
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    await createUser(database.db, demoAccounts.admin);
    await database.close();
    const settings = { NODE_ENV: 'production', DATA_DIR: dataDir, SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://madang.example', MAIL_DISABLED: 'true' };

    const { code, stderr } = await startServer(settings);
    expect(code).toBe(1);
    expect(problemLines(stderr), stderr).toEqual([expect.stringMatching(/^ {2}- Demo accounts still open with their public passwords \(admin@madang\.dev\): change/)]);
  }, 180_000);

  it('refuses to seed the demo accounts, and says why', async () => {
    const settings = { NODE_ENV: 'production', DATA_DIR: tempDataDir(), SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://madang.example', MAIL_DISABLED: 'true' };
    const { code, stderr } = await startServer({ ...settings, SEED_DEMO: 'true' });
    expect(code).toBe(1);
    expect(problemLines(stderr), stderr).toEqual(['  - SEED_DEMO: must be false in production (the demo accounts have public passwords)']);
  }, 120_000);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('the bundled server', () => {
  it('starts on a new data directory from its bundle, migrated, with the shipped documents, and answers', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const child = spawn(process.execPath, [await ensureServerBundle()], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      let health: Response | undefined;
      while (!health?.ok) {
        expect(child.exitCode, stderr).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 100));
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
      }
      // The migrations are found beside their sources, not beside the bundle, and the policy texts are installed.
      const list = await fetch(`http://127.0.0.1:${port}/api/talkboard/v3/list`);
      expect(list.status, stderr).toBe(200);
      expect(readdirSync(path.join(dataDir, 'files/policy/versions/privacy'))).toContainEqual(expect.stringMatching(/\.ko\.md$/));
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 120_000);

  it('closes its database cleanly on a signal that comes while it is still starting', async () => {
    const dataDir = tempDataDir();
    const child = spawn(process.execPath, [await ensureServerBundle()], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (code, signal) => resolve([code, signal])));
    let output = '';
    // Logged by listen(), before the workers' last steps and the code runner's check: the start is not over yet.
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Server listening')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then(() => reject(new Error(`exited before listening:\n${output}`)));
    });
    child.kill('SIGTERM');

    expect(await exited, output).toEqual([0, null]);
    // pg_control's state (after the system identifier and two version numbers): 1 when PostgreSQL shut down,
    // 6 while it runs or after a process that never closed it, whose next open has to recover.
    expect(readFileSync(path.join(dataDir, 'db/global/pg_control')).readInt32LE(16)).toBe(1);
  }, 120_000);
});
