/**
 * Scoring benchmark: our scorer against pandas + scikit-learn on the same files, in the same run.
 *
 *   npx tsx bench/scoring/run.ts [--quick] [--metric NAME] [--repeats N]
 *
 *   [--ids string|int] [--order same|shuffled] [--rows N]
 *
 * --quick: 30,000 and 1,000,000 rows only; --rows: one of the sizes alone; --metric: one of rmse, roc_auc, f1_macro; --ids and
 * --order: one kind of file (all four by default: ids `id_N` or `1..N`, the submission's rows in
 * the truth's order or shuffled against it); --repeats:
 * runs per measurement up to 1,000,000 rows, best taken (3 by default; 1 at 5,000,000 rows),
 * for a machine that other work keeps busy.
 *
 * Whole processes: `node packages/scoring/bin/score.mjs` (the bundled command line that
 * `npm run score` starts, without npm itself; by default it prepares the truth on a second
 * thread, and it is also run with --threads 1) against `python3 score_pandas.py`; plain node
 * start-up is measured in the same run.
 *
 * For each metric and size it reports, for both sides, the time in-process (after imports) and
 * as a whole process, the throughput over both files in MB/s, and the ratios. Files are generated
 * once into bench/.out/scoring.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { prepareGroundTruth, scoreSubmission, type PreparedTruth } from '../../packages/scoring/src/index.ts';
import { fileLayouts, generateFiles, layoutName, type BenchMetric } from './generate-files.ts';
import { buildCli, isBundleFresh } from '../../packages/scoring/scripts/build-cli.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outFolder = fileURLToPath(new URL('../.out/scoring/', import.meta.url));
const peerScript = fileURLToPath(new URL('./score_pandas.py', import.meta.url));
const cli = fileURLToPath(new URL('../../packages/scoring/bin/score.mjs', import.meta.url));
const python = '/usr/bin/python3';

const optionValue = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const quick = process.argv.includes('--quick');
const allSizes = quick ? [30_000, 1_000_000] : [30_000, 1_000_000, 5_000_000];
const onlyRows = optionValue('--rows');
const sizes = onlyRows === undefined ? allSizes : allSizes.filter((rows) => rows === Number(onlyRows));
if (sizes.length === 0) throw new Error(`--rows: one of ${allSizes.join(', ')}`);
const allMetrics: BenchMetric[] = ['rmse', 'roc_auc', 'f1_macro'];
const onlyMetric = optionValue('--metric');
if (onlyMetric !== undefined && !allMetrics.includes(onlyMetric as BenchMetric)) throw new Error(`--metric: one of ${allMetrics.join(', ')}`);
const metrics = onlyMetric === undefined ? allMetrics : [onlyMetric as BenchMetric];
const layouts = fileLayouts.filter((layout) => (optionValue('--ids') ?? layout.ids) === layout.ids && (optionValue('--order') ?? layout.order) === layout.order);
if (layouts.length === 0) throw new Error('--ids: string or int; --order: same or shuffled');
const smallRepeats = Number(optionValue('--repeats') ?? 3);
if (!Number.isInteger(smallRepeats) || smallRepeats < 1) throw new Error('--repeats: a whole number of at least 1');

interface Timing {
  inProcess: number;
  submissionOnly: number;
  wholeProcess: number;
  /** The whole command held to one thread (--threads 1). */
  oneThreadProcess: number;
  score: number;
}

function repeatsFor(rows: number): number {
  return rows <= 1_000_000 ? smallRepeats : 1;
}

function measureOurs(metric: BenchMetric, truthPath: string, submissionPath: string, repeats: number): Timing {
  let inProcess = Infinity;
  let submissionOnly = Infinity;
  let score = NaN;
  for (let r = 0; r < repeats; r++) {
    const started = performance.now();
    const prepared = prepareGroundTruth(readFileSync(truthPath), { metric });
    if (prepared.status !== 'prepared') throw new Error(JSON.stringify(prepared.problem));
    const truth: PreparedTruth = prepared.truth;
    const afterTruth = performance.now();
    const outcome = scoreSubmission(truth, readFileSync(submissionPath));
    const finished = performance.now();
    if (outcome.status !== 'scored') throw new Error(JSON.stringify(outcome.problem));
    inProcess = Math.min(inProcess, (finished - started) / 1000);
    submissionOnly = Math.min(submissionOnly, (finished - afterTruth) / 1000);
    score = outcome.public;
  }
  const runCommand = (extra: string[]): number => {
    let best = Infinity;
    for (let r = 0; r < repeats; r++) {
      const started = performance.now();
      const result = spawnSync(process.execPath, [cli, '--metric', metric, '--truth', truthPath, '--submission', submissionPath, ...extra], { cwd: root, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(result.stderr);
      if (JSON.parse(result.stdout).public !== score) throw new Error(`${metric}: the command printed ${result.stdout}, in-process ${score}`);
      best = Math.min(best, (performance.now() - started) / 1000);
    }
    return best;
  };
  return { inProcess, submissionOnly, wholeProcess: runCommand([]), oneThreadProcess: runCommand(['--threads', '1']), score };
}

function measurePeer(metric: BenchMetric, truthPath: string, submissionPath: string, repeats: number): Pick<Timing, 'inProcess' | 'wholeProcess' | 'score'> {
  let inProcess = Infinity;
  let wholeProcess = Infinity;
  let score = NaN;
  for (let r = 0; r < repeats; r++) {
    const started = performance.now();
    const result = spawnSync(python, [peerScript, metric, truthPath, submissionPath], { encoding: 'utf8' });
    const elapsed = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(result.stderr);
    const report = JSON.parse(result.stdout) as { seconds: number; score: number };
    inProcess = Math.min(inProcess, report.seconds);
    wholeProcess = Math.min(wholeProcess, elapsed);
    score = report.score;
  }
  return { inProcess, wholeProcess, score };
}

const seconds = (value: number): string => value.toFixed(3);
const ratio = (theirs: number, ours: number): string => `${(theirs / ours).toFixed(1)}×`;
const throughput = (bytes: number, time: number): string => (bytes / 1e6 / time).toFixed(0);

/** Best wall time of plain node running an empty module: the floor of any whole-process run. */
function measureNodeStart(): number {
  mkdirSync(outFolder, { recursive: true });
  const empty = join(outFolder, 'empty.mjs');
  writeFileSync(empty, '');
  let best = Infinity;
  for (let r = 0; r < 5; r++) {
    const started = performance.now();
    spawnSync(process.execPath, [empty]);
    best = Math.min(best, (performance.now() - started) / 1000);
  }
  return best;
}

/** The floor of our whole process on one file pair: node starting and reading both files, nothing else. */
function measureFloor(truthPath: string, submissionPath: string, repeats: number): number {
  const script = `const { readFileSync } = require('node:fs'); readFileSync(${JSON.stringify(truthPath)}); readFileSync(${JSON.stringify(submissionPath)});`;
  let best = Infinity;
  for (let r = 0; r < repeats; r++) {
    const started = performance.now();
    spawnSync(process.execPath, ['-e', script]);
    best = Math.min(best, (performance.now() - started) / 1000);
  }
  return best;
}

const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (!isBundleFresh()) await buildCli();
console.log(`Scoring benchmark — ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadAverage()}`);
console.log(`node start-up (empty module, best of 5): ${seconds(measureNodeStart())} s`);
console.log(`times in seconds, best of ${smallRepeats} (1 at 5,000,000 rows); MB/s over truth + submission bytes\n`);
const header = [
  'metric',
  'rows',
  'ids',
  'MB',
  'ours in-proc',
  'MB/s',
  'ours sub-only',
  'MB/s',
  'peer in-proc',
  'ratio in-proc',
  'ours process',
  'MB/s',
  'floor',
  'ours 1 thread',
  'peer process',
  'ratio process',
];
const table: string[][] = [header];
for (const rows of sizes) {
  for (const metric of metrics)
    for (const layout of layouts) {
      const files = await generateFiles(outFolder, metric, rows, layout);
      const repeats = repeatsFor(rows);
      const ours = measureOurs(metric, files.truth, files.submission, repeats);
      const peer = measurePeer(metric, files.truth, files.submission, repeats);
      if (Math.abs(ours.score - peer.score) > 1e-9 * Math.abs(peer.score)) throw new Error(`${metric} ${rows}: scores differ, ${ours.score} vs ${peer.score}`);
      const submissionBytes = readFileSync(files.submission).length;
      table.push([
        metric,
        rows.toLocaleString('en'),
        layoutName(layout),
        (files.bytes / 1e6).toFixed(1),
        seconds(ours.inProcess),
        throughput(files.bytes, ours.inProcess),
        seconds(ours.submissionOnly),
        throughput(submissionBytes, ours.submissionOnly),
        seconds(peer.inProcess),
        ratio(peer.inProcess, ours.inProcess),
        seconds(ours.wholeProcess),
        throughput(files.bytes, ours.wholeProcess),
        seconds(measureFloor(files.truth, files.submission, repeats)),
        seconds(ours.oneThreadProcess),
        seconds(peer.wholeProcess),
        ratio(peer.wholeProcess, ours.wholeProcess),
      ]);
      console.log(table.at(-1)!.join(' | '));
    }
}
const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
console.log(`\nload average at the end: ${loadAverage()}`);
console.log(`\n${table.map((row) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`).join('\n')}`);
