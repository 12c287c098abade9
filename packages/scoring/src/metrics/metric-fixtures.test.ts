import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prepareGroundTruth } from '../truth/prepare-ground-truth.ts';
import { scoreSubmission } from '../submission/score-submission.ts';
import { listMetrics } from './metric-registry.ts';

interface MetricCase {
  name: string;
  metric: string;
  options: Record<string, string>;
  truth: string;
  submission: string;
  expected: { public: number; private: number | null };
}

const fixtureUrl = new URL('../../fixtures/metric-cases.json', import.meta.url);
const { cases } = JSON.parse(readFileSync(fixtureUrl, 'utf8')) as { cases: MetricCase[] };
const encoder = new TextEncoder();

function expectClose(actual: number | null, expected: number | null): void {
  if (expected === null) {
    expect(actual).toBeNull();
    return;
  }
  expect(actual).not.toBeNull();
  const tolerance = 1e-9 * Math.max(Math.abs(expected), 1e-300);
  expect(Math.abs(actual! - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

describe('metrics against scikit-learn reference values', () => {
  it('covers every metric', () => {
    const covered = new Set(cases.map((c) => c.metric));
    expect(
      listMetrics()
        .map((m) => m.name)
        .filter((name) => !covered.has(name)),
    ).toEqual([]);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, fixture) => {
    const prepared = prepareGroundTruth(encoder.encode(fixture.truth), { metric: fixture.metric, options: fixture.options });
    if (prepared.status !== 'prepared') throw new Error(JSON.stringify(prepared.problem));
    const outcome = scoreSubmission(prepared.truth, encoder.encode(fixture.submission));
    if (outcome.status !== 'scored') throw new Error(JSON.stringify(outcome.problem));
    expectClose(outcome.public, fixture.expected.public);
    expectClose(outcome.private, fixture.expected.private);
  });
});
