import { readFileSync } from 'node:fs';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { prepareGroundTruth, type GroundTruthSettings, type PrepareOutcome } from '../truth/prepare-ground-truth.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';

/** What the truth thread sends back: the preparation, or why the file could not be read. */
export type TruthThreadResult = { outcome: PrepareOutcome } | { readError: { code: string; path: string } };

interface TruthThreadJob {
  truthThread: true;
  path: string;
  settings: GroundTruthSettings;
}

/** Whether this thread was started by prepareTruthInThread. */
export function isTruthThread(): boolean {
  return parentPort !== null && (workerData as Partial<TruthThreadJob> | null)?.truthThread === true;
}

/** The typed arrays of a prepared truth whose memory can be moved to the main thread rather than copied. */
function movableBuffers(truth: PreparedTruth): ArrayBuffer[] {
  const arrays: ArrayBufferView[] = [truth.idBytes, truth.idOffsets, truth.fileOrder];
  const target = truth.target;
  if (target.layout === 'class_probabilities') arrays.push(target.column);
  else if (target.layout !== 'ranking') arrays.push(...target.columns);
  const buffers = new Set<ArrayBuffer>();
  for (const array of arrays) {
    // Only arrays that own their whole buffer: moving a shared one would detach its other views.
    if (array.byteOffset === 0 && array.byteLength === array.buffer.byteLength && array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  }
  return [...buffers];
}

/** The thread's side: read and prepare the ground truth, then hand it over. */
export function runTruthThread(): void {
  const { path, settings } = workerData as TruthThreadJob;
  let result: TruthThreadResult;
  try {
    result = { outcome: prepareGroundTruth(readFileSync(path), settings) };
  } catch (error) {
    const { code, path: failedPath } = error as NodeJS.ErrnoException;
    if (code === undefined) throw error;
    result = { readError: { code, path: failedPath ?? path } };
  }
  const transfer = 'outcome' in result && result.outcome.status === 'prepared' ? movableBuffers(result.outcome.truth) : [];
  parentPort!.postMessage(result, transfer);
}

/**
 * Prepares a ground truth on a second thread, running `entry` (the command line's own module,
 * which calls runTruthThread when isTruthThread()). Resolves null when the thread could not do
 * it, so that the caller prepares the truth itself.
 */
export function prepareTruthInThread(entry: URL, path: string, settings: GroundTruthSettings): Promise<TruthThreadResult | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(entry, { workerData: { truthThread: true, path, settings } satisfies TruthThreadJob, stdout: true, stderr: true });
    } catch {
      resolve(null);
      return;
    }
    worker.once('message', (result: TruthThreadResult) => resolve(result));
    worker.once('error', () => resolve(null));
    worker.once('exit', () => resolve(null));
  });
}
