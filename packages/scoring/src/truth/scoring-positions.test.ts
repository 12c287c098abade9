import { describe, expect, it } from 'vitest';
import { prepareGroundTruth } from './prepare-ground-truth.ts';
import type { PreparedTruth } from './prepared-truth.ts';
import { toScoringPositions } from './scoring-positions.ts';

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function truthWithSplit(rows: number, privateShare: number, random: () => number): PreparedTruth {
  const lines = Array.from({ length: rows }, (_, i) => `${i + 1},${i % 7},${i === 0 || random() >= privateShare ? 'Public' : 'Private'}`);
  const outcome = prepareGroundTruth(new TextEncoder().encode(`id,y,Usage\n${lines.join('\n')}\n`), { metric: 'rmse' });
  if (outcome.status !== 'prepared') throw new Error(JSON.stringify(outcome.problem));
  return outcome.truth;
}

describe('toScoringPositions', () => {
  it("gives each row's fileOrder entry, whatever the order of the rows and the share of private rows", () => {
    const random = seeded(5);
    for (const rows of [1, 2, 31, 32, 33, 64, 1_000, 4_099]) {
      for (const privateShare of [0, 0.3, 0.9, 1]) {
        const truth = truthWithSplit(rows, privateShare, random);
        const order = Int32Array.from({ length: rows }, (_, i) => i);
        for (let i = rows - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [order[i], order[j]] = [order[j]!, order[i]!];
        }
        const positions = toScoringPositions(truth, order.slice());
        expect(positions && Array.from(positions)).toEqual(Array.from(order, (row) => truth.fileOrder[row]));
      }
    }
  });

  it('leaves the rows alone when fileOrder is not laid out as prepareGroundTruth lays it out', () => {
    const truth = truthWithSplit(40, 0.5, seeded(9));
    const swapped = truth.fileOrder.slice();
    const [first, last] = [swapped.indexOf(0), swapped.indexOf(truth.publicCount - 1)];
    [swapped[first], swapped[last]] = [swapped[last]!, swapped[first]!];
    const rows = Int32Array.from({ length: 40 }, (_, i) => 39 - i);
    expect(toScoringPositions({ ...truth, fileOrder: swapped }, rows)).toBeNull();
    expect(Array.from(rows)).toEqual(Array.from({ length: 40 }, (_, i) => 39 - i));
  });
});
