import { describe, expect, it } from 'vitest';
import { prepareGroundTruth, type GroundTruthSettings } from './prepare-ground-truth.ts';
import { deserializeTruth, serializeTruth } from './serialize-truth.ts';
import { scoreSubmission } from '../submission/score-submission.ts';

const encoder = new TextEncoder();

function refusalOf(text: string, settings: GroundTruthSettings) {
  const outcome = prepareGroundTruth(encoder.encode(text), settings);
  if (outcome.status !== 'refused') throw new Error('accepted');
  return outcome.problem;
}

function prepared(text: string, settings: GroundTruthSettings) {
  const outcome = prepareGroundTruth(encoder.encode(text), settings);
  if (outcome.status !== 'prepared') throw new Error(JSON.stringify(outcome.problem));
  return outcome.truth;
}

describe('prepareGroundTruth', () => {
  it('puts public rows first and remembers the file order', () => {
    const truth = prepared('id,y,Usage\na,1,Private\nb,2,Public\nc,3,Private\n', { metric: 'mse' });
    expect(truth.publicCount).toBe(1);
    expect(Array.from(truth.fileOrder)).toEqual([1, 0, 2]);
    expect(truth.target).toEqual({ layout: 'numeric', columns: [Float64Array.from([2, 1, 3])] });
  });

  it('takes the id and split columns by name', () => {
    const truth = prepared('part,y,key\nPublic,1,a\nPrivate,2,b\n', { metric: 'mse', idColumn: 'key', splitColumn: 'part' });
    expect(truth.header).toEqual(['key', 'y']);
    expect(truth.hasPrivate).toBe(true);
    expect(prepared('id,y,Usage\na,1,Public\n', { metric: 'accuracy', splitColumn: null }).header).toEqual(['id', 'y', 'Usage']);
  });

  it('refuses what cannot be scored, naming line and column', () => {
    expect(refusalOf('id,y\na,1\n', { metric: 'nope' })).toMatchObject({ key: 'options.unknown_metric', value: 'nope' });
    expect(refusalOf('id,y\na,1\n', { metric: 'map_at_k', options: { k: '0' } })).toMatchObject({ key: 'options.bad_value', column: 'k', value: '0' });
    expect(refusalOf('id,y\na,1\n', { metric: 'rmse', options: { k: '3' } })).toMatchObject({ key: 'options.unknown_option', value: 'k' });
    expect(refusalOf('id,y\na,1\n', { metric: 'rmse', idColumn: 'key' })).toEqual({ key: 'truth.missing_column', column: 'key' });
    expect(refusalOf('id,y\na,1\n', { metric: 'rmse', splitColumn: 'Usage' })).toEqual({ key: 'truth.missing_column', column: 'Usage' });
    expect(refusalOf('id,y,y\na,1,2\n', { metric: 'rmse' })).toEqual({ key: 'truth.duplicate_column', row: 1, column: 'y' });
    expect(refusalOf('id\na\n', { metric: 'rmse' })).toEqual({ key: 'truth.no_target' });
    expect(refusalOf('id,y\na,1\nb,x\n', { metric: 'rmse' })).toEqual({ key: 'truth.not_a_number', row: 3, column: 'y', value: 'x' });
    expect(refusalOf('id,y\na,1\na,2\n', { metric: 'rmse' })).toEqual({ key: 'truth.duplicate_id', row: 3, column: 'id', value: 'a', first: 2 });
    expect(refusalOf('id,y,Usage\na,1,Public\nb,2,Hidden\n', { metric: 'rmse' })).toEqual({
      key: 'truth.bad_split_value',
      row: 3,
      column: 'Usage',
      value: 'Hidden',
      expected: 'Public, Private',
    });
    expect(refusalOf('id,y,Usage\na,1,Private\n', { metric: 'rmse' })).toEqual({ key: 'truth.empty_part', value: 'Public' });
    expect(refusalOf('id,y\n', { metric: 'rmse' })).toEqual({ key: 'truth.empty_part', value: 'Public' });
    expect(refusalOf('', { metric: 'rmse' })).toEqual({ key: 'truth.empty_file' });
    expect(refusalOf('id,y\na,"1\n', { metric: 'rmse' })).toEqual({ key: 'truth.unterminated_quote', row: 2, column: 'y' });
    expect(refusalOf('id,y\na,2\nb,0\n', { metric: 'nmae' })).toEqual({ key: 'truth.zero_target', row: 3, column: 'y' });
    expect(refusalOf('id,y\na,-2\n', { metric: 'rmsle' })).toEqual({ key: 'truth.negative_value', row: 2, column: 'y', value: '-2' });
    expect(refusalOf('id,y\na,0\nb,2\n', { metric: 'roc_auc' })).toEqual({ key: 'truth.not_binary', row: 3, column: 'y', value: '2' });
    expect(refusalOf('id,y\na,a\nb,b\nc,c\n', { metric: 'f1' })).toEqual({ key: 'truth.too_many_labels', column: 'y', value: '3' });
    expect(refusalOf('id,y\na,a\nb,b\n', { metric: 'f1' })).toMatchObject({ key: 'options.bad_value', column: 'pos_label', value: '1' });
    expect(refusalOf('id,a,b\n1,x,y\n', { metric: 'roc_auc_ovr' })).toEqual({ key: 'truth.one_target_only', value: '2' });
  });

  it('refuses a part where the metric is undefined', () => {
    expect(refusalOf('id,y,Usage\na,1,Public\nb,1,Public\nc,0,Private\nd,1,Private\n', { metric: 'roc_auc' })).toEqual({ key: 'truth.single_class', column: 'y', value: 'Public' });
    expect(refusalOf('id,y,Usage\na,1,Public\nb,0,Public\nc,0,Private\n', { metric: 'average_precision' })).toEqual({ key: 'truth.single_class', column: 'y', value: 'Private' });
    expect(refusalOf('id,y,Usage\na,x,Public\nb,x,Public\nc,y,Private\nd,x,Private\n', { metric: 'roc_auc_ovr' })).toEqual({
      key: 'truth.single_class',
      column: 'y',
      value: 'Public',
    });
    expect(refusalOf('id,y\na,3\nb,3\n', { metric: 'pearson' })).toEqual({ key: 'truth.constant_target', column: 'y', value: 'Public' });
  });

  it('serializes and deserializes to an equal truth that scores the same', () => {
    const settings = [
      ['id,y,Usage\na,1.5,Public\nb,2,Private\n', 'rmse', 'id,y\na,1\nb,2\n'],
      ['id,y,Usage\na,cat,Public\nb,dog,Private\nc,cat,Public\n', 'f1_macro', 'id,y\na,cat\nb,dog\nc,dog\n'],
      ['id,y\na,x\nb,y\nc,z\n', 'log_loss', 'id,x,y,z\na,0.5,0.2,0.3\nb,0.1,0.8,0.1\nc,0.3,0.3,0.4\n'],
      ['id,y\na,p1 p2\nb,\n', 'map_at_k', 'id,y\na,p2 p1\nb,p3\n'],
    ] as const;
    for (const [truthText, metric, submission] of settings) {
      const truth = prepared(truthText, { metric });
      const copy = deserializeTruth(serializeTruth(truth));
      expect(copy).toEqual(truth);
      expect(scoreSubmission(copy, encoder.encode(submission))).toEqual(scoreSubmission(truth, encoder.encode(submission)));
    }
    expect(() => deserializeTruth(encoder.encode('not a truth'))).toThrow('truth.unreadable');
  });

  it('refuses a serialized truth whose parts do not fit together', () => {
    const truth = prepared('id,y,Usage\na,1.5,Public\nb,2,Private\nc,3,Public\n', { metric: 'rmse' });
    const damaged = (change: (copy: ReturnType<typeof prepared>) => void) => {
      const copy = deserializeTruth(serializeTruth(truth));
      change(copy);
      return () => deserializeTruth(serializeTruth(copy));
    };
    expect(damaged(() => undefined)).not.toThrow();
    expect(damaged((copy) => copy.fileOrder.set([0, 0, 1]))).toThrow('truth.unreadable');
    expect(damaged((copy) => copy.idOffsets.set([0, 2, 1, 3]))).toThrow('truth.unreadable');
    expect(damaged((copy) => (copy.rowCount = 4))).toThrow('truth.unreadable');
    expect(damaged((copy) => (copy.publicCount = 0))).toThrow('truth.unreadable');
    expect(damaged((copy) => copy.header.push('z'))).toThrow('truth.unreadable');
    expect(damaged((copy) => (copy.target = { layout: 'numeric', columns: [new Float64Array(2)] }))).toThrow('truth.unreadable');
    const labels = prepared('id,y\na,cat\nb,dog\n', { metric: 'accuracy' });
    const badCode = deserializeTruth(serializeTruth(labels));
    if (badCode.target.layout !== 'label') throw new Error('layout');
    badCode.target.columns[0]![1] = 7;
    expect(() => deserializeTruth(serializeTruth(badCode))).toThrow('truth.unreadable');
    const bytes = serializeTruth(truth);
    expect(() => deserializeTruth(bytes.subarray(0, bytes.length - 16))).toThrow('truth.unreadable');
  });

  it('reads a truth handed over as a Node Buffer that shares its memory pool', () => {
    const truth = prepared('id,y,Usage\na,1.5,Public\nb,2,Private\n', { metric: 'rmse' });
    const serialized = serializeTruth(truth);
    // Buffer.from(string) of a small payload lives at an offset inside Node's shared 8 KB pool.
    const pooled = Buffer.from(Buffer.from(serialized).toString('latin1'), 'latin1');
    expect(pooled.byteOffset).toBeGreaterThan(0);
    expect(deserializeTruth(pooled)).toEqual(truth);
  });
});
