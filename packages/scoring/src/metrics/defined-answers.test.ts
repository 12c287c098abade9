import { describe, expect, it } from 'vitest';
import { prepareGroundTruth } from '../truth/prepare-ground-truth.ts';
import { scoreSubmission } from '../submission/score-submission.ts';

const encoder = new TextEncoder();

/** Scores rows given as [id, truth, prediction] with no split. */
function score(metric: string, rows: [string, string, string][], options: Record<string, string> = {}): number {
  const truth = prepareGroundTruth(encoder.encode(`id,y\n${rows.map(([id, y]) => `${id},${y}`).join('\n')}\n`), { metric, options });
  if (truth.status !== 'prepared') throw new Error(JSON.stringify(truth.problem));
  const outcome = scoreSubmission(truth.truth, encoder.encode(`id,y\n${rows.map(([id, , p]) => `${id},${p}`).join('\n')}\n`));
  if (outcome.status !== 'scored') throw new Error(JSON.stringify(outcome.problem));
  return outcome.public;
}

const allAgreeOnOneLabel: [string, string, string][] = [
  ['1', 'a', 'a'],
  ['2', 'a', 'a'],
];

describe('defined answers where a formula is undefined or degenerate', () => {
  it('one label, truth and predictions agreeing: kappa 1 (scikit-learn gives NaN), mcc 0 (as scikit-learn)', () => {
    expect(score('cohen_kappa', allAgreeOnOneLabel)).toBe(1);
    expect(score('quadratic_weighted_kappa', allAgreeOnOneLabel)).toBe(1);
    expect(score('mcc', allAgreeOnOneLabel)).toBe(0);
    expect(score('accuracy', allAgreeOnOneLabel)).toBe(1);
    expect(score('f1_macro', allAgreeOnOneLabel)).toBe(1);
    expect(score('balanced_accuracy', allAgreeOnOneLabel)).toBe(1);
  });

  it('a truth of one label predicted as another: kappa 0, mcc 0, F1 0', () => {
    const rows: [string, string, string][] = [
      ['1', 'a', 'b'],
      ['2', 'a', 'b'],
    ];
    expect(score('cohen_kappa', rows, { labels: 'b' })).toBe(0);
    expect(score('mcc', rows, { labels: 'b' })).toBe(0);
    expect(score('f1_macro', rows, { labels: 'b' })).toBe(0);
    expect(score('balanced_accuracy', rows, { labels: 'b' })).toBe(0);
  });

  it('F1 of a positive label that neither occurs nor is predicted is 0', () => {
    expect(
      score('f1', [
        ['1', '0', '0'],
        ['2', '0', '0'],
      ]),
    ).toBe(0);
  });

  it('constant scores: ROC AUC 0.5, average precision the share of positives', () => {
    const rows: [string, string, string][] = [
      ['1', '1', '0.3'],
      ['2', '0', '0.3'],
      ['3', '0', '0.3'],
      ['4', '0', '0.3'],
    ];
    expect(score('roc_auc', rows)).toBe(0.5);
    expect(score('average_precision', rows)).toBe(0.25);
  });

  it('a constant prediction has Pearson 0; r2 of a constant truth is 1 when exact, else 0', () => {
    expect(
      score('pearson', [
        ['1', '1', '5'],
        ['2', '2', '5'],
      ]),
    ).toBe(0);
    expect(
      score('r2', [
        ['1', '3', '3'],
        ['2', '3', '3'],
      ]),
    ).toBe(1);
    expect(
      score('r2', [
        ['1', '3', '3'],
        ['2', '3', '4'],
      ]),
    ).toBe(0);
  });

  it('SMAPE counts 0 where both values are 0; log loss clips 0 and 1 probabilities', () => {
    expect(
      score('smape', [
        ['1', '0', '0'],
        ['2', '1', '3'],
      ]),
    ).toBe(50);
    expect(
      score('log_loss', [
        ['1', '1', '0'],
        ['2', '0', '0'],
      ]),
    ).toBeCloseTo(-Math.log(1e-15) / 2, 12);
  });

  it('map_at_k: an empty truth row scores 0; repeated predictions count once', () => {
    expect(
      score(
        'map_at_k',
        [
          ['1', '', 'a b'],
          ['2', 'a b', 'a a b'],
        ],
        { k: '3' },
      ),
    ).toBe((0 + (1 / 1 + 2 / 3) / 2) / 2);
  });
});
