// Leaderboard read with 10,000 teams and 200,000 submissions, on the embedded database and on
// PostgreSQL (BENCH_DATABASE_URL, a server URL such as postgres://postgres@127.0.0.1:55433/postgres),
// beside a bare Fastify route answering the same number of bytes, measured in the same run.
// Usage: node bench/leaderboard/run.mjs [--teams 10000] [--submissions 200000] [--seconds 10]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshPostgresDatabase, runScript, startProcess } from '../server-process.mjs';

const arg = (name, fallback) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const teams = arg('teams', 10_000);
const submissions = arg('submissions', 200_000);
const seconds = arg('seconds', 10);
const connections = 50;
const port = 3900 + Math.floor(Math.random() * 500);

const load = (url) => new Promise((resolve, reject) => autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result))));

async function measure(label, env) {
  const { competitionId } = await runScript('bench/leaderboard/populate.ts', ['--teams', String(teams), '--submissions', String(submissions)], env);
  const server = await startProcess({ script: 'apps/server/src/main.ts', args: ['--services=web'], env: { ...env, SEED_DEMO: 'false' }, port });
  const boardUrl = `${server.url}/api/leaderboard/V2/public?cpt_id=${competitionId}`;
  const started = performance.now();
  const first = await fetch(boardUrl).then((r) => r.text());
  const coldMs = performance.now() - started;
  const rows = JSON.parse(first).data.rows.length;
  const bytes = Buffer.byteLength(first);
  const board = await load(boardUrl);
  await server.stop();
  const peer = await startProcess({ script: path.join(import.meta.dirname, 'static-peer.mjs'), env: { PAYLOAD_BYTES: String(bytes) }, port, useTsx: false });
  const fixed = await load(`${peer.url}/board`);
  await peer.stop();
  return { label, rows, bytes, coldMs, board, fixed };
}

const results = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'madang-bench-board-'));
try {
  results.push(await measure('embedded (PGlite)', { DATA_DIR: dataDir }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) {
  const database = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL);
  const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'madang-bench-board-'));
  try {
    results.push(await measure('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: database.url }));
  } finally {
    await database.drop();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}

console.log(`Leaderboard read: ${teams} teams, ${submissions} submissions, ${connections} connections, ${seconds} s each`);
console.log('| database | rows | bytes | first read | board req/s | board p99 | static req/s | static p99 | ratio (req/s) |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const ratio = r.board.requests.average / r.fixed.requests.average;
  console.log(
    `| ${r.label} | ${r.rows} | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.coldMs.toFixed(0)} ms | ${r.board.requests.average.toFixed(0)} | ${r.board.latency.p99} ms | ${r.fixed.requests.average.toFixed(0)} | ${r.fixed.latency.p99} ms | ${ratio.toFixed(2)} |`,
  );
}
