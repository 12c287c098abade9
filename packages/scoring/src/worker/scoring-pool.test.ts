import { afterAll, describe, expect, it } from 'vitest';
import { prepareGroundTruth } from '../truth/prepare-ground-truth.ts';
import { serializeTruth } from '../truth/serialize-truth.ts';
import { createScoringPool, scoreInWorker } from './scoring-pool.ts';

const encoder = new TextEncoder();

function rows(count: number, value: (i: number) => string): string {
  let text = 'id,y\n';
  for (let i = 0; i < count; i++) text += `r${i},${value(i)}\n`;
  return text;
}

const truthText = rows(200_000, (i) => String(i % 7));
const prepared = prepareGroundTruth(encoder.encode(truthText), { metric: 'rmse' });
if (prepared.status !== 'prepared') throw new Error('truth');
const truth = prepared.truth;
const submission = encoder.encode(rows(200_000, (i) => String((i % 7) + 1)));

describe('scoring pool', () => {
  const pool = createScoringPool({ size: 2 });
  afterAll(() => pool.close());

  it('scores prepared and serialized truths in workers, in parallel', async () => {
    const outcomes = await Promise.all([pool.score(truth, submission), pool.score(serializeTruth(truth), submission), pool.score(truth, encoder.encode('id,y\nr0,x\n'))]);
    expect(outcomes[0]).toEqual({ status: 'scored', public: 1, private: null });
    expect(outcomes[1]).toEqual({ status: 'scored', public: 1, private: null });
    expect(outcomes[2]).toEqual({ status: 'refused', problem: { key: 'submission.not_a_number', row: 2, column: 'y', value: 'x' } });
  });

  it('prepares a ground truth in a worker', async () => {
    const outcome = await pool.prepare(encoder.encode('id,y\na,1\n'), { metric: 'mae' });
    expect(outcome).toMatchObject({ status: 'prepared', truth: { header: ['id', 'y'], rowCount: 1 } });
  });

  it('keeps the event loop free while a worker scores', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    await pool.score(truth, submission);
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(0);
  });

  it('stops a job over its time limit and keeps serving', async () => {
    const strict = createScoringPool({ size: 1, timeoutMs: 1 });
    expect(await strict.score(truth, submission)).toEqual({ status: 'failed', problem: { key: 'scoring.timeout', limit: 0.001 } });
    await strict.close();
  });

  it('stops a job over its memory limit', async () => {
    const small = prepareGroundTruth(encoder.encode('id,y\n1,a b\n'), { metric: 'map_at_k' });
    const ranking = prepareGroundTruth(encoder.encode(rows(100_000, (i) => `a${i} b${i} c${i} d${i}`)), { metric: 'map_at_k' });
    if (ranking.status !== 'prepared' || small.status !== 'prepared') throw new Error('ranking');
    const guesses = encoder.encode(rows(100_000, (i) => `a${i} x${i} y${i} z${i} w${i}`));
    expect(await scoreInWorker(small.truth, encoder.encode('id,y\n1,b\n'), { maxMemoryMb: 24 })).toEqual({ status: 'scored', public: 0.5, private: null });
    expect(await scoreInWorker(ranking.truth, guesses, { maxMemoryMb: 24 })).toEqual({ status: 'failed', problem: { key: 'scoring.memory_limit', limit: 24 } });
  }, 20_000);
});
