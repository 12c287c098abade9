/**
 * Code runner benchmark: the floor against the engine, in the same run.
 *
 *   npx tsx bench/runner/run.ts [--repeats N]
 *
 * Floor: `/usr/bin/python3 -c "import pandas, sklearn, matplotlib"` as a whole process, 20 times.
 * Engine: submit-to-result of `print(df.head())` on a generated 10,000-row CSV through Runner.run (bwrap sandbox,
 * 2 slots), 100 times one after another (--repeats), after 3 warm-up runs. Then 20 runs submitted at once: all must
 * come back right, and they must start in the order they were submitted, up to two neighbours starting side by side
 * on the two slots (each prints the monotonic clock when its code starts; the clock is shared across namespaces).
 */
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Runner, type RunResult } from '../../packages/runner/src/index.ts';

const outFolder = fileURLToPath(new URL('../.out/runner/', import.meta.url));
const python = '/usr/bin/python3';
const at = process.argv.indexOf('--repeats');
const repeats = at < 0 ? 100 : Number(process.argv[at + 1]);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function writeCsv(file: string, rows: number): void {
  const lines = ['id,age,fare,embarked,survived'];
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let id = 1; id <= rows; id += 1) {
    lines.push(`${id},${(random() * 80).toFixed(1)},${(random() * 500).toFixed(2)},${'CQS'[Math.floor(random() * 3)]},${random() < 0.38 ? 1 : 0}`);
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}

function stdout(result: RunResult): string {
  return result.outputs
    .filter((output) => output.kind === 'stdout')
    .map((output) => output.text)
    .join('');
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

mkdirSync(outFolder, { recursive: true });
const csv = `${outFolder}passengers.csv`;
writeCsv(csv, 10_000);
const workDir = `${outFolder}work`;
rmSync(workDir, { recursive: true, force: true });

console.log(`load before: ${execSync('uptime').toString().trim()}`);

const floor: number[] = [];
for (let index = 0; index < 20; index += 1) {
  const started = performance.now();
  const result = spawnSync(python, ['-c', 'import pandas, sklearn, matplotlib']);
  if (result.status !== 0) throw new Error(`floor run failed: ${result.stderr}`);
  floor.push(performance.now() - started);
}

const startedAt = performance.now();
const slots = 2;
const runner = await Runner.start({ sandbox: 'bwrap', slots, workDir });
const startup = performance.now() - startedAt;
const files = [{ name: 'passengers.csv', hostPath: csv }];
const code = 'import pandas as pd\ndf = pd.read_csv("/data/passengers.csv")\nprint(df.head())';
try {
  for (let index = 0; index < 3; index += 1) await runner.run({ code, files });
  const engine: number[] = [];
  for (let index = 0; index < repeats; index += 1) {
    const started = performance.now();
    const result = await runner.run({ code, files });
    engine.push(performance.now() - started);
    if (result.status !== 'ok' || !stdout(result).includes('embarked')) throw new Error(`engine run failed: ${JSON.stringify(result)}`);
  }

  const burstStarted = performance.now();
  const finished: number[] = [];
  const burst = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      runner.run({ code: `import time\nstarted = time.monotonic()\n${code.replace('print(df.head())', '')}\nprint(${index}, len(df), started)`, files }).then((result) => {
        finished.push(index);
        return result;
      }),
    ),
  );
  const burstMs = performance.now() - burstStarted;
  const lines = burst.map((result) => stdout(result).trim().split(' '));
  const complete = burst.every((result, index) => result.status === 'ok' && lines[index]![0] === String(index) && lines[index]![1] === '10000');
  const startOrder = lines
    .map((line, index) => ({ index, started: Number(line[2]) }))
    .sort((a, b) => a.started - b.started)
    .map((entry) => entry.index);
  // With two slots two runs start side by side, so neighbours may swap; a run never starts before one submitted
  // two or more places earlier.
  const fifo = startOrder.every((index, position) => Math.abs(index - position) < slots);
  const displacement = Math.max(...finished.map((index, position) => Math.abs(index - position)));

  const floorP50 = percentile(floor, 50);
  const floorP99 = percentile(floor, 99);
  const p50 = percentile(engine, 50);
  const p99 = percentile(engine, 99);
  console.log(`\nfloor (whole process, 20 runs): p50 ${ms(floorP50)}, p99 ${ms(floorP99)}`);
  console.log(`runner start (2 zygotes importing in parallel): ${ms(startup)}`);
  console.log(`engine, print(df.head()) on 10,000 rows (${repeats} runs): p50 ${ms(p50)}, p99 ${ms(p99)}, mean ${ms(engine.reduce((a, b) => a + b, 0) / engine.length)}`);
  console.log(`ratios: p50 / floor p50 = ${(p50 / floorP50).toFixed(2)} (goal < 0.5), p99 / floor p50 = ${(p99 / floorP50).toFixed(2)} (goal < 1)`);
  console.log(
    `20 at once: ${burst.filter((result) => result.status === 'ok').length}/20 back right: ${complete}, started in FIFO order (neighbours on the two slots may swap): ${fifo}, completion order off by at most ${displacement}, all done in ${ms(burstMs)}`,
  );
  console.log(`load after: ${execSync('uptime').toString().trim()}`);
  if (!complete || !fifo) process.exitCode = 1;
} finally {
  await runner.close();
}
