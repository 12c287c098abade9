// Cold start of `npm start` to the first answer (the demo content is in place before the server listens), on a new
// data directory and on an existing one, beside a bare Fastify server started the same way in the same run. A new
// data directory starts from the cached demo template (apps/server/src/features/demo/demo-template.ts); when this
// run finds none for the current code, its first start migrates, seeds and caches it, and is reported apart.
// Beside each time, the CPU time the process had used when it first answered (user + system, all its threads): on a
// shared machine whose load stretches every wall-clock figure, it shows the work a start does.
// Usage: node bench/startup/run.mjs [--runs 3]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

/** CPU seconds used so far by a running process (utime + stime of /proc/PID/stat, in clock ticks of 10 ms). */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function timeToFirstAnswer(args, env, port) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'silent' }, stdio: 'ignore' });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianOf = (runs, field) => median(runs.map((run) => run[field]));
const port = 3400 + Math.floor(Math.random() * 500);
const bare = [];
const fresh = [];
const existing = [];
const existingUnderTsx = [];
// Build once first so that no measurement includes the web build or the server's bundle (made once per state of
// the sources, reported apart when this run made it).
await import('../../scripts/web-build.mjs').then((m) => m.ensureWebBuild());
const bundleStarted = performance.now();
const bundle = await import('../../scripts/server-bundle.mjs').then((m) => m.ensureServerBundle());
const bundleMs = performance.now() - bundleStarted;
const cacheDir = path.join(root, 'node_modules/.cache/madang');
const cachedTemplates = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => !name.endsWith('.partial')) : []);
const before = cachedTemplates();
const warmUpDir = mkdtempSync(path.join(os.tmpdir(), 'madang-bench-start-'));
const warmUp = await timeToFirstAnswer(['scripts/start.mjs'], { DATA_DIR: warmUpDir }, port);
rmSync(warmUpDir, { recursive: true, force: true });
const built = cachedTemplates().some((name) => !before.includes(name));
for (let i = 0; i < runs; i++) {
  bare.push(await timeToFirstAnswer([path.join(import.meta.dirname, 'bare-fastify.mjs')], {}, port));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'madang-bench-start-'));
  fresh.push(await timeToFirstAnswer(['scripts/start.mjs'], { DATA_DIR: dataDir }, port));
  existing.push(await timeToFirstAnswer(['scripts/start.mjs'], { DATA_DIR: dataDir }, port));
  existingUnderTsx.push(await timeToFirstAnswer(['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir }, port));
  rmSync(dataDir, { recursive: true, force: true });
}

const row = (name, runs) => `| ${name} | ${medianOf(runs, 'ms').toFixed(0)} ms | ${(medianOf(runs, 'ms') / medianOf(bare, 'ms')).toFixed(1)}× | ${medianOf(runs, 'cpuMs')} ms |`;
console.log(`| start (median of ${runs}) | time to first answer | vs bare Fastify | CPU time to first answer |`);
console.log('|---|---|---|---|');
console.log(row('bare Fastify (node, no database)', bare));
if (built) console.log(row('npm start, new data directory, template not yet cached (once)', [warmUp]));
console.log(row('npm start, new data directory (cached template)', fresh));
console.log(row('npm start, existing data directory', existing));
console.log(row('the same server from its sources under tsx (as before the bundle), existing data directory', existingUnderTsx));
if (bundleMs > 500) console.log(`| the server's bundle, made once per state of its sources (${path.basename(bundle)}) | ${bundleMs.toFixed(0)} ms | | |`);
console.log(
  `\n\`uptime\` at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')} (load average, 1/5/15 min)`,
);
