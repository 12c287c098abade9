import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';

export type BenchMetric = 'rmse' | 'roc_auc' | 'f1_macro';

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
 * Writes truth.csv and submission.csv for one metric and size, as a competition would have them:
 * ids in the same order in both files, truths with a few decimals, predictions written the way
 * pandas writes floats (the shortest text that reads back exactly, up to 17 digits).
 */
function rowsFor(metric: BenchMetric, random: () => number, i: number): [string, string] {
  const id = `id_${i}`;
  if (metric === 'rmse') {
    const y = Math.round(random() * 1e6) / 1e4;
    return [`${id},${y}\n`, `${id},${y + (random() - 0.5) * 10}\n`];
  }
  if (metric === 'roc_auc') {
    const y = random() < 0.3 ? 1 : 0;
    return [`${id},${y}\n`, `${id},${Math.min(1, random() * 0.8 + y * 0.2)}\n`];
  }
  const y = Math.floor(random() * classes.length);
  const p = random() < 0.7 ? y : Math.floor(random() * classes.length);
  return [`${id},${classes[y]}\n`, `${id},${classes[p]}\n`];
}

export async function generateFiles(folder: string, metric: BenchMetric, rows: number): Promise<{ truth: string; submission: string; bytes: number }> {
  const dir = join(folder, `${metric}-${rows}`);
  const truth = join(dir, 'truth.csv');
  const submission = join(dir, 'submission.csv');
  if (!existsSync(join(dir, 'done'))) {
    mkdirSync(dir, { recursive: true });
    const random = seededRandom(rows * 31 + metric.length);
    const truthOut = createWriteStream(truth);
    const submissionOut = createWriteStream(submission);
    truthOut.write('id,target\n');
    submissionOut.write('id,target\n');
    let truthChunk = '';
    let submissionChunk = '';
    for (let i = 0; i < rows; i++) {
      const [t, s] = rowsFor(metric, random, i);
      truthChunk += t;
      submissionChunk += s;
      if (truthChunk.length > 1 << 20 || i === rows - 1) {
        const truthFlowing = truthOut.write(truthChunk);
        const submissionFlowing = submissionOut.write(submissionChunk);
        truthChunk = '';
        submissionChunk = '';
        // Both waits are set up before either is awaited: a stream that drains while the other
        // is awaited would otherwise never be heard of again.
        await Promise.all([truthFlowing || once(truthOut, 'drain'), submissionFlowing || once(submissionOut, 'drain')]);
      }
    }
    truthOut.end();
    submissionOut.end();
    await Promise.all([once(truthOut, 'finish'), once(submissionOut, 'finish')]);
    createWriteStream(join(dir, 'done')).end();
  }
  return { truth, submission, bytes: statSync(truth).size + statSync(submission).size };
}
