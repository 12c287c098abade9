import { readFileSync } from 'node:fs';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { IntegerRange } from '../ids/match-ids.ts';
import { truthIdRange } from '../ids/truth-id-range.ts';
import type { ScoringProblem } from '../refusal.ts';
import { prepareGroundTruth, prepareGroundTruthRecords, preparePlainGroundTruthFileInSteps, type GroundTruthSettings, type PrepareOutcome } from '../truth/prepare-ground-truth.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';

/**
 * What the truth thread sends back: the preparation (with its ids' integer range when it worked
 * that out, so that the main thread does not read them again), or why the file could not be read.
 */
export type TruthThreadResult = { outcome: PrepareOutcome; duplicateCheck?: boolean; idRange?: IntegerRange | null } | { readError: { code: string; path: string } };

/**
 * The thread's answer. When `duplicateId` is there, the truth was handed over before its ids were
 * checked: the caller may score with it, but must wait for that check (null: the ids are distinct)
 * before it reports anything, since a duplicated id is the truth's first refusal.
 */
export type TruthThreadAnswer =
  | { outcome: PrepareOutcome; duplicateId?: Promise<ScoringProblem | null>; idRange?: IntegerRange | null }
  | { readError: { code: string; path: string } };

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
    // Only arrays that own their whole buffer (moving a buffer with other views would detach
    // them); shared memory is handed over as it is.
    if (array.byteOffset === 0 && array.byteLength === array.buffer.byteLength && array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  }
  return [...buffers];
}

/** The thread's side: read and prepare the ground truth, then hand it over. */
export function runTruthThread(): void {
  const { path, settings } = workerData as TruthThreadJob;
  // A plain file is read in chunks; anything else, and a file that cannot be read, whole.
  const steps = preparePlainGroundTruthFileInSteps(path, settings);
  if (steps) {
    // The ids and numbers are in shared memory (this thread still reads the ids for the duplicate check); the rest is moved.
    const truth = steps.truth;
    // Found while the ids were read; the duplicate check uses it too.
    const idRange = truthIdRange(truth);
    parentPort!.postMessage({ outcome: { status: 'prepared', truth }, duplicateCheck: true, idRange } satisfies TruthThreadResult, movableBuffers(truth));
    parentPort!.postMessage({ duplicateId: steps.findDuplicateId() });
    return;
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const { code, path: failedPath } = error as NodeJS.ErrnoException;
    if (code === undefined) throw error;
    parentPort!.postMessage({ readError: { code, path: failedPath ?? path } } satisfies TruthThreadResult);
    return;
  }
  // The one-pass reading has given up on this file already.
  const outcome = prepareGroundTruthRecords(bytes, settings);
  parentPort!.postMessage({ outcome } satisfies TruthThreadResult, outcome.status === 'prepared' ? movableBuffers(outcome.truth) : []);
}

/**
 * Prepares a ground truth on a second thread, running `entry` (the command line's own module,
 * which calls runTruthThread when isTruthThread()). Resolves null when the thread could not do
 * it, so that the caller prepares the truth itself.
 */
export function prepareTruthInThread(entry: URL, path: string, settings: GroundTruthSettings): Promise<TruthThreadAnswer | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(entry, { workerData: { truthThread: true, path, settings } satisfies TruthThreadJob, stdout: true, stderr: true });
    } catch {
      resolve(null);
      return;
    }
    // Settles the duplicate check: the thread's verdict, or the one-thread preparation's when the thread failed.
    let settleCheck: (problem: ScoringProblem | null) => void = () => undefined;
    const checkHere = (): void => {
      const outcome = prepareGroundTruth(readFileSync(path), settings);
      settleCheck(outcome.status === 'refused' ? outcome.problem : null);
    };
    let failed = (): void => resolve(null);
    worker.on('message', (message: TruthThreadResult | { duplicateId: ScoringProblem | null }) => {
      if ('duplicateId' in message) {
        settleCheck(message.duplicateId);
        failed = () => undefined;
        return;
      }
      if ('outcome' in message && message.duplicateCheck) {
        const duplicateId = new Promise<ScoringProblem | null>((settle) => {
          settleCheck = settle;
        });
        failed = checkHere;
        resolve({ outcome: message.outcome, duplicateId, ...(message.idRange !== undefined && { idRange: message.idRange }) });
        return;
      }
      failed = () => undefined;
      resolve(message);
    });
    worker.once('error', () => failed());
    worker.once('exit', () => failed());
  });
}
