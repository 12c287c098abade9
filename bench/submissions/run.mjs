// Submit-to-scored latency: a 30,000-row file is posted, and the clock stops when the events stream
// reports it scored. One submission at a time, so the figure is grading latency, not queueing.
// Runs on the embedded database, and on PostgreSQL when BENCH_DATABASE_URL names a server.
// Usage: node bench/submissions/run.mjs [--count 200] [--rows 30000]
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase, runScript, startProcess } from '../server-process.mjs';

const arg = (name, fallback) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const count = arg('count', 200);
const rows = arg('rows', 30_000);
const port = 4400 + Math.floor(Math.random() * 500);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(label, env) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'madang-bench-submit-'));
  try {
    const setup = await runScript('bench/submissions/populate.ts', ['--rows', String(rows), '--files', '5', '--out', dir], { DATA_DIR: dir, ...env });
    const server = await startProcess({ script: 'apps/server/src/main.ts', env: { DATA_DIR: dir, SEED_DEMO: 'false', ...env }, port });
    const headers = { authorization: `Bearer ${setup.token}` };
    const files = setup.files.map((file) => readFileSync(file));

    // One events stream for the whole run: scored ids resolve their waiters.
    const waiters = new Map();
    const scoredAt = new Map();
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/v1/competitions/${setup.competitionId}/submissions/events`, { headers, signal: controller.signal });
    (async () => {
      const decoder = new TextDecoder();
      let text = '';
      for await (const chunk of stream.body) {
        text += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const data = text
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data: '));
          text = text.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data.slice(6));
          if (event.status === 'scored' || event.status === 'error' || event.status === 'install_error') {
            scoredAt.set(event.id, { at: performance.now(), status: event.status });
            waiters.get(event.id)?.();
          }
        }
      }
    })().catch(() => undefined);

    const latencies = [];
    for (let i = 0; i < count; i++) {
      const form = new FormData();
      form.set('cpt_id', String(setup.competitionId));
      form.set('file', new Blob([files[i % files.length]], { type: 'text/csv' }), `submission_${i}.csv`);
      const started = performance.now();
      const response = await fetch(`${server.url}/api/submission`, { method: 'POST', headers, body: form });
      if (response.status !== 201) throw new Error(`submission ${i}: ${response.status} ${await response.text()}`);
      const id = (await response.json()).data.submission.id;
      if (!scoredAt.has(id)) await new Promise((resolve) => waiters.set(id, resolve));
      const result = scoredAt.get(id);
      if (result.status !== 'scored') throw new Error(`submission ${id} ended as ${result.status}`);
      latencies.push(result.at - started);
    }
    controller.abort();
    await server.stop();
    const sorted = [...latencies].sort((a, b) => a - b);
    return { label, median: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1), bytes: files[0].length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [await measure('embedded (PGlite)', {})];
if (process.env.BENCH_DATABASE_URL) {
  const database = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL);
  try {
    results.push(await measure('PostgreSQL', { DATABASE_URL: database.url }));
  } finally {
    await database.drop();
  }
}
console.log(`Submit to scored: ${count} submissions of a ${rows}-row file, one at a time, web and worker in one process`);
console.log('| database | file | median | p99 | max |');
console.log('|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.label} | ${(r.bytes / 1024).toFixed(0)} KiB | ${r.median.toFixed(0)} ms | ${r.p99.toFixed(0)} ms | ${r.max.toFixed(0)} ms |`);
