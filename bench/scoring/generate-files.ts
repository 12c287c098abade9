import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';

export type BenchMetric = 'rmse' | 'roc_auc' | 'f1_macro';

/**
 * How the files name and order their rows: ids `id_N` or integers `1..N`, and the submission's
 * rows in the truth's order or shuffled against it (as a model's output often is after a
 * group-by or a join). Both are what users bring; only the first order allows a shortcut.
 */
export interface FileLayout {
  ids: 'string' | 'int';
  order: 'same' | 'shuffled';
}

export const fileLayouts: FileLayout[] = [
  { ids: 'string', order: 'same' },
  { ids: 'string', order: 'shuffled' },
  { ids: 'int', order: 'same' },
  { ids: 'int', order: 'shuffled' },
];

export const layoutName = (layout: FileLayout): string => `${layout.ids} ids, ${layout.order === 'same' ? 'in order' : 'shuffled'}`;

/** A small seeded generator, so every run scores the same files. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const classes = ['cat', 'dog', 'bird', 'fish', 'horse', 'sheep', 'cow', 'frog', 'deer', 'truck'];

/**
 * The target and prediction cells of one row: truths with a few decimals, predictions written
 * the way pandas writes floats (the shortest text that reads back exactly, up to 17 digits).
 */
function cellsFor(metric: BenchMetric, random: () => number): [string, string] {
  if (metric === 'rmse') {
    const y = Math.round(random() * 1e6) / 1e4;
    return [`${y}`, `${y + (random() - 0.5) * 10}`];
  }
  if (metric === 'roc_auc') {
    const y = random() < 0.3 ? 1 : 0;
    return [`${y}`, `${Math.min(1, random() * 0.8 + y * 0.2)}`];
  }
  const y = Math.floor(random() * classes.length);
  const p = random() < 0.7 ? y : Math.floor(random() * classes.length);
  return [classes[y]!, classes[p]!];
}

/** A seeded Fisher-Yates permutation of 0..rows-1. */
function shuffledRows(rows: number, random: () => number): Int32Array {
  const order = new Int32Array(rows);
  for (let i = 0; i < rows; i++) order[i] = i;
  for (let i = rows - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = order[i]!;
    order[i] = order[j]!;
    order[j] = swap;
  }
  return order;
}

/** Writes lines to a file in chunks of about a megabyte, waiting when the stream asks. */
async function writeLines(path: string, count: number, lineOf: (i: number) => string): Promise<void> {
  const out = createWriteStream(path);
  out.write('id,target\n');
  let chunk = '';
  for (let i = 0; i < count; i++) {
    chunk += lineOf(i);
    if (chunk.length > 1 << 20 || i === count - 1) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end();
  await once(out, 'finish');
}

/** Writes truth.csv and submission.csv for one metric, size and layout, once; later calls find them. */
export async function generateFiles(folder: string, metric: BenchMetric, rows: number, layout: FileLayout): Promise<{ truth: string; submission: string; bytes: number }> {
  const dir = join(folder, `${metric}-${rows}-${layout.ids}-${layout.order}`);
  const truth = join(dir, 'truth.csv');
  const submission = join(dir, 'submission.csv');
  if (!existsSync(join(dir, 'done'))) {
    mkdirSync(dir, { recursive: true });
    const random = seededRandom(rows * 31 + metric.length);
    const truthCells: string[] = new Array(rows);
    const predictionCells: string[] = new Array(rows);
    for (let i = 0; i < rows; i++) [truthCells[i], predictionCells[i]] = cellsFor(metric, random);
    const idOf = layout.ids === 'int' ? (i: number) => `${i + 1}` : (i: number) => `id_${i}`;
    const order = layout.order === 'shuffled' ? shuffledRows(rows, random) : null;
    await writeLines(truth, rows, (i) => `${idOf(i)},${truthCells[i]}\n`);
    await writeLines(submission, rows, (k) => {
      const i = order ? order[k]! : k;
      return `${idOf(i)},${predictionCells[i]}\n`;
    });
    createWriteStream(join(dir, 'done')).end();
  }
  return { truth, submission, bytes: statSync(truth).size + statSync(submission).size };
}
