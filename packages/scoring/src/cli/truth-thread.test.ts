import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, bundlePath, isBundleFresh } from '../../scripts/build-cli.mjs';
import { prepareGroundTruth } from '../truth/prepare-ground-truth.ts';
import { prepareTruthInThread } from './truth-thread.ts';

const folder = mkdtempSync(join(tmpdir(), 'madang-truth-thread-'));
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

// The thread runs the bundled command line, as `npm run score` does.
beforeAll(async () => {
  if (!isBundleFresh()) await buildCli();
}, 60_000);

const entry = () => pathToFileURL(bundlePath);

describe('truth thread', () => {
  it('prepares a plain truth on a second thread and hands it over before its duplicate-id check', async () => {
    const text = 'id,y,Usage\na,1,Public\nb,0,Private\nc,1,Public\nd,0,Public\ne,1,Private\n';
    const answer = await prepareTruthInThread(entry(), file('plain.csv', text), { metric: 'roc_auc' });
    expect(answer).not.toBeNull();
    if (!answer || !('outcome' in answer)) throw new Error('no outcome');
    expect(answer.outcome).toEqual(prepareGroundTruth(new TextEncoder().encode(text), { metric: 'roc_auc' }));
    // The ids come in shared memory (the thread still reads them), not as a copy.
    if (answer.outcome.status !== 'prepared') throw new Error('refused');
    expect(answer.outcome.truth.idBytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(answer.outcome.truth.idOffsets.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(answer.duplicateId).toBeInstanceOf(Promise);
    expect(await answer.duplicateId).toBeNull();
  });

  it('reports a duplicated id after the hand-over, as the one-thread preparation names it', async () => {
    const text = 'id,y\na,1\nb,2\na,3\n';
    const answer = await prepareTruthInThread(entry(), file('duplicate.csv', text), { metric: 'rmse' });
    if (!answer || !('outcome' in answer)) throw new Error('no outcome');
    const reference = prepareGroundTruth(new TextEncoder().encode(text), { metric: 'rmse' });
    if (reference.status !== 'refused') throw new Error('accepted');
    expect(await answer.duplicateId).toEqual(reference.problem);
  });

  it('prepares other truths the ordinary way, and tells a file it cannot read', async () => {
    const quoted = 'id,y\n"a",1\nb,x\n';
    const answer = await prepareTruthInThread(entry(), file('quoted.csv', quoted), { metric: 'rmse' });
    if (!answer || !('outcome' in answer)) throw new Error('no outcome');
    expect(answer.duplicateId).toBeUndefined();
    expect(answer.outcome).toEqual({ status: 'refused', problem: { key: 'truth.not_a_number', row: 3, column: 'y', value: 'x' } });
    const absent = join(folder, 'absent.csv');
    expect(await prepareTruthInThread(entry(), absent, { metric: 'rmse' })).toEqual({ readError: { code: 'ENOENT', path: absent } });
  });

  it('answers null when the thread cannot run, so the caller prepares the truth itself', async () => {
    expect(await prepareTruthInThread(pathToFileURL(join(folder, 'no-such-entry.mjs')), file('any.csv', 'id,y\na,1\n'), { metric: 'rmse' })).toBeNull();
  });
});
