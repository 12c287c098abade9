// Starts `tsx apps/server/src/main.ts` (or any node script) for a benchmark and waits for its answer.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

export async function startProcess({ script, args = [], env, port, useTsx = true }) {
  const command = useTsx ? tsx : process.execPath;
  const child = spawn(command, [script, ...args], { cwd: root, env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'silent' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const started = performance.now();
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error(`${script}: no answer within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Runs a tsx script to its end and returns its last stdout line as JSON. */
export async function runScript(script, args, env) {
  const child = spawn(tsx, [script, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** A fresh database on the PostgreSQL server of `serverUrl`, and a function that drops it. */
export async function freshPostgresDatabase(serverUrl) {
  const pg = (await import('pg')).default;
  const name = `madang_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
