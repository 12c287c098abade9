// Cold start of `npm start` to the first answer (the demo content is in place before the server listens), on a new
// data directory and on an existing one, beside a bare Fastify server started the same way in the same run. The
// starts are `node scripts/start.mjs` (what `npm start` runs), and on the existing data directory `npm start` itself
// too, whose own start (npm reading its configuration, then a shell) comes on top. A new
// data directory starts from the cached demo template (apps/server/src/features/demo/demo-template.ts); when this
// run finds none for the current code, its first start migrates, seeds and caches it, and is reported apart.
// Beside each time, the CPU time the process had used when it first answered (user + system, all its threads, and
// for `npm start` those of npm, the shell and node together): on a shared machine whose load stretches every
// wall-clock figure, it shows the work a start does.
// Usage: node bench/startup/run.mjs [--runs 3]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

/** The fields of /proc/PID/stat after the command's name (from the 3rd on), or undefined once the process is gone. */
function statOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return undefined;
  }
}

const isServer = (pid) => {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.includes('scripts/start.mjs') || args.includes('apps/server/src/main.ts');
  } catch {
    return false;
  }
};

/**
 * CPU milliseconds used so far by a process and its descendants down to the server's process: utime + stime of each
 * (clock ticks of 10 ms), plus cutime + cstime for the children each has already reaped. The server's own children
 * are left out: the code runner's check starts once it listens, and may be running when the first answer comes.
 */
function treeCpuMs(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const parent = statOf(name)?.[1];
    if (parent) children.set(parent, [...(children.get(parent) ?? []), name]);
  }
  let ticks = 0;
  for (const pending = [String(rootPid)]; pending.length > 0; ) {
    const pid = pending.pop();
    const fields = statOf(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    if (!isServer(pid)) pending.push(...(children.get(pid) ?? []));
  }
  return ticks * 10;
}

const isGone = (groupId) => {
  try {
    process.kill(-groupId, 0);
    return false;
  } catch {
    return true;
  }
};

/** Time and CPU time from launching `command args` to the first 200 from /healthz; the process group is then stopped. */
async function timeToFirstAnswer(args, env, port, command = process.execPath) {
  const started = performance.now();
  // In a group of its own, so that npm's shell and node are stopped with it.
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'silent' }, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, cpuMs: treeCpuMs(child.pid) };
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    // The next start opens the same data directory: every process of this one has to be gone first.
    while (!isGone(child.pid)) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianOf = (runs, field) => median(runs.map((run) => run[field]));
const port = 3400 + Math.floor(Math.random() * 500);
const bare = [];
const fresh = [];
const existing = [];
const existingByNpm = [];
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
  existingByNpm.push(await timeToFirstAnswer(['start'], { DATA_DIR: dataDir }, port, 'npm'));
  existingUnderTsx.push(await timeToFirstAnswer(['--import', 'tsx', 'apps/server/src/main.ts'], { DATA_DIR: dataDir }, port));
  rmSync(dataDir, { recursive: true, force: true });
}

const row = (name, runs) => `| ${name} | ${medianOf(runs, 'ms').toFixed(0)} ms | ${(medianOf(runs, 'ms') / medianOf(bare, 'ms')).toFixed(1)}× | ${medianOf(runs, 'cpuMs')} ms |`;
console.log(`| start (median of ${runs}) | time to first answer | vs bare Fastify | CPU time to first answer |`);
console.log('|---|---|---|---|');
console.log(row('bare Fastify (node, no database)', bare));
if (built) console.log(row('node scripts/start.mjs (what npm start runs), new data directory, template not yet cached (once)', [warmUp]));
console.log(row('node scripts/start.mjs, new data directory (cached template)', fresh));
console.log(row('node scripts/start.mjs, existing data directory', existing));
console.log(row('`npm start` (npm, its shell, node), existing data directory', existingByNpm));
console.log(row('the same server from its sources under tsx (as before the bundle), existing data directory', existingUnderTsx));
if (bundleMs > 500) console.log(`| the server's bundle, made once per state of its sources (${path.basename(bundle)}) | ${bundleMs.toFixed(0)} ms | | |`);
console.log(
  `\n\`uptime\` at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')} (load average, 1/5/15 min)`,
);
