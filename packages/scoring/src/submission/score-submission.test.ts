import { describe, expect, it } from 'vitest';
import { prepareGroundTruth, type GroundTruthSettings } from '../truth/prepare-ground-truth.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import { checkSample, scoreSubmission, scoreSubmissionStream, type SubmissionLimits } from './score-submission.ts';

const encoder = new TextEncoder();

function prepare(text: string, settings: GroundTruthSettings): PreparedTruth {
  const outcome = prepareGroundTruth(encoder.encode(text), settings);
  if (outcome.status !== 'prepared') throw new Error(JSON.stringify(outcome.problem));
  return outcome.truth;
}

const regressionTruth = prepare('id,y,Usage\na,1,Public\nb,2,Private\nc,3,Public\nd,4,Private\n', { metric: 'rmse' });

function refusalOf(submission: string | Uint8Array, truth = regressionTruth, limits: SubmissionLimits = {}) {
  const outcome = scoreSubmission(truth, typeof submission === 'string' ? encoder.encode(submission) : submission, limits);
  if (outcome.status !== 'refused') throw new Error(`accepted: ${JSON.stringify(outcome)}`);
  return outcome.problem;
}

describe('accepted submissions', () => {
  it('scores public and private rows in one pass, in any row order', () => {
    expect(scoreSubmission(regressionTruth, encoder.encode('id,y\nd,4\nc,4\nb,2\na,1\n'))).toEqual({ status: 'scored', public: Math.sqrt(0.5), private: 0 });
  });

  it('reads a BOM, CRLF, quoted fields, a missing final line break and blank lines', () => {
    const text = '\uFEFFid,y\r\n"a","1"\r\n\r\nb,2\r\n"c",3\r\nd,4';
    expect(scoreSubmission(regressionTruth, encoder.encode(text))).toEqual({ status: 'scored', public: 0, private: 0 });
  });

  it('gives a null private score without a split column', () => {
    const truth = prepare('id,y\n1,1\n2,3\n', { metric: 'mae' });
    expect(scoreSubmission(truth, encoder.encode('id,y\n1,2\n2,3\n'))).toEqual({ status: 'scored', public: 0.5, private: null });
  });

  it('gives a null private score when the split column has no Private row', () => {
    const truth = prepare('id,y,Usage\n1,1,Public\n2,3,public\n', { metric: 'mae' });
    expect(scoreSubmission(truth, encoder.encode('id,y\n1,2\n2,3\n'))).toEqual({ status: 'scored', public: 0.5, private: null });
  });

  it('reads the same through a stream cut at every byte', async () => {
    const bytes = encoder.encode('id,y\r\n"a","1"\r\nb,2\r\nc,3.5\r\nd,4\r\n');
    async function* oneByteAtATime() {
      for (let i = 0; i < bytes.length; i++) yield bytes.subarray(i, i + 1);
    }
    expect(await scoreSubmissionStream(regressionTruth, oneByteAtATime())).toEqual(scoreSubmission(regressionTruth, bytes));
  });
});

describe('refused submissions name the line (1 = header) and the column', () => {
  it('a header with other names or another order', () => {
    expect(refusalOf('id,target\na,1\n')).toEqual({ key: 'submission.header_mismatch', row: 1, column: 'y', value: 'target', expected: 'id,y' });
    expect(refusalOf('y,id\n1,a\n')).toMatchObject({ key: 'submission.header_mismatch', row: 1, column: 'id', value: 'y' });
    expect(refusalOf('id\na\n')).toMatchObject({ key: 'submission.header_mismatch', row: 1, column: 'y', value: '' });
  });

  it('an empty file', () => {
    expect(refusalOf('')).toEqual({ key: 'submission.empty_file' });
    expect(refusalOf('\uFEFF\n\n')).toEqual({ key: 'submission.empty_file' });
  });

  it('a duplicated id', () => {
    expect(refusalOf('id,y\na,1\nb,2\na,3\n')).toEqual({ key: 'submission.duplicate_id', row: 4, column: 'id', value: 'a', first: 2 });
  });

  it('a missing id', () => {
    expect(refusalOf('id,y\na,1\nd,2\nb,3\n')).toEqual({ key: 'submission.missing_id', column: 'id', value: 'c' });
  });

  it('an id not in the ground truth', () => {
    expect(refusalOf('id,y\na,1\nz,2\n')).toEqual({ key: 'submission.unknown_id', row: 3, column: 'id', value: 'z' });
  });

  it('values that are not finite numbers', () => {
    for (const bad of ['NaN', 'nan', 'inf', '-Infinity', '1e999', 'abc', '1,5'.replace(',', ';'), '0x10', '1.2.3', ' ']) {
      expect(refusalOf(`id,y\na,1\nb,${bad}\n`)).toEqual({ key: 'submission.not_a_number', row: 3, column: 'y', value: bad });
    }
  });

  it('an empty cell', () => {
    expect(refusalOf('id,y\na,1\nb,\n')).toEqual({ key: 'submission.empty_cell', row: 3, column: 'y' });
    expect(refusalOf('id,y\n,1\n')).toEqual({ key: 'submission.empty_cell', row: 2, column: 'id' });
  });

  it('too few or too many columns', () => {
    expect(refusalOf('id,y\na\n')).toEqual({ key: 'submission.missing_columns', row: 2, value: '1', limit: 2 });
    expect(refusalOf('id,y\na,1,2\n')).toEqual({ key: 'submission.too_many_columns', row: 2, limit: 2 });
  });

  it('a million columns, refused at the header', () => {
    expect(refusalOf(`id,y${',x'.repeat(1_000_000)}\n`)).toEqual({ key: 'submission.too_many_columns', row: 1, limit: 2 });
  });

  it('more rows than the limit, refused at the first extra row', () => {
    expect(refusalOf('id,y\na,1\nb,2\nc,3\nd,4\n', regressionTruth, { rowLimit: 2 })).toEqual({ key: 'submission.too_many_rows', row: 4, limit: 2 });
  });

  it('an unterminated quote names the line where it opened', () => {
    expect(refusalOf('id,y\na,1\nb,"2\nc,3\nd,4\n')).toEqual({ key: 'submission.unterminated_quote', row: 3, column: 'y' });
  });

  it('text after a closing quote', () => {
    expect(refusalOf('id,y\na,"1"x\n')).toEqual({ key: 'submission.bad_quote', row: 2, column: 'y' });
  });

  it('bytes that are not UTF-8 (a file saved as CP949)', () => {
    const cp949 = Uint8Array.from([...encoder.encode('id,y\na,1\nb,2\n'), 0xc7, 0xd1, 0xb1, 0xdb, 0x2c, 0x31, 0x0a]);
    expect(refusalOf(cp949)).toEqual({ key: 'submission.not_utf8', row: 4 });
  });

  it('an earlier problem is reported before a later bad byte', () => {
    const bytes = Uint8Array.from([...encoder.encode('id,y\na,x\n'), 0xff, 0x0a]);
    expect(refusalOf(bytes)).toMatchObject({ key: 'submission.not_a_number', row: 2 });
  });

  it('binary garbage is a corrupted file', () => {
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256);
    expect(refusalOf(garbage)).toEqual({ key: 'submission.corrupted', row: 1 });
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    expect(refusalOf(zip)).toEqual({ key: 'submission.corrupted', row: 1, column: 'id' });
  });

  it('a line longer than the limit', () => {
    expect(refusalOf(`id,y\na,${'1'.repeat(5000)}\n`, regressionTruth, { maxLineBytes: 1000 })).toEqual({ key: 'submission.line_too_long', row: 2, limit: 1000 });
  });

  it('a 2 GB single line is refused after reading about one window', async () => {
    let delivered = 0;
    const chunk = new Uint8Array(1 << 20).fill(0x31);
    async function* hugeLine() {
      yield encoder.encode('id,y\na,');
      for (let i = 0; i < 2048; i++) {
        delivered += chunk.length;
        yield chunk;
      }
    }
    const outcome = await scoreSubmissionStream(regressionTruth, hugeLine());
    expect(outcome).toEqual({ status: 'refused', problem: { key: 'submission.line_too_long', row: 2, limit: 1 << 20 } });
    expect(delivered).toBeLessThanOrEqual(4 << 20);
  });

  it('a single line held in memory is refused without scanning it all', () => {
    const lineOf = (megabytes: number) => {
      const bytes = new Uint8Array(megabytes << 20).fill(0x31);
      bytes.set(encoder.encode('id,y\na,'));
      return bytes;
    };
    // The refusal costs the same for 4 MB and 256 MB: only the line limit's first bytes are read.
    // Compared with itself in the same moment, so a busy machine slows both sides alike.
    const bestTime = (bytes: Uint8Array) => {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        expect(refusalOf(bytes)).toEqual({ key: 'submission.line_too_long', row: 2, limit: 1 << 20 });
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const small = bestTime(lineOf(4));
    const huge = bestTime(lineOf(256));
    expect(huge).toBeLessThan(8 * small + 5);
  });
});

describe('classification and probability values', () => {
  const labels = prepare('id,label\n1,cat\n2,dog\n3,cat\n', { metric: 'accuracy' });
  const binary = prepare('id,t\n1,0\n2,1\n3,1\n4,0\n', { metric: 'log_loss' });
  const multiclass = prepare('id,species\n1,b\n2,a\n3,c\n', { metric: 'log_loss' });

  it('a label the ground truth does not know', () => {
    expect(refusalOf('id,label\n1,cat\n2,cow\n3,cat\n', labels)).toEqual({ key: 'submission.unknown_label', row: 3, column: 'label', value: 'cow', expected: 'cat, dog' });
  });

  it('a probability outside [0, 1] for binary log loss', () => {
    expect(refusalOf('id,t\n1,0.2\n2,1.5\n3,1\n4,0\n', binary)).toEqual({ key: 'submission.probability_out_of_range', row: 3, column: 't', value: '1.5' });
  });

  it('multiclass columns are the sorted class labels; negatives and zero rows are refused', () => {
    expect(multiclass.header).toEqual(['id', 'a', 'b', 'c']);
    expect(refusalOf('id,a,b,c\n1,0.2,-0.1,0.9\n', multiclass)).toEqual({ key: 'submission.negative_value', row: 2, column: 'b', value: '-0.1' });
    expect(refusalOf('id,a,b,c\n1,0,0,0\n', multiclass)).toEqual({ key: 'submission.zero_probability_row', row: 2 });
  });

  it('a negative value for rmsle', () => {
    const truth = prepare('id,y\n1,1\n2,2\n', { metric: 'rmsle' });
    expect(refusalOf('id,y\n1,1\n2,-2\n', truth)).toEqual({ key: 'submission.negative_value', row: 3, column: 'y', value: '-2' });
  });
});

describe('checkSample', () => {
  it('checks the header and ids but not placeholder values', () => {
    const truth = prepare('id,t\n1,0\n2,1\n', { metric: 'log_loss' });
    expect(checkSample(truth, encoder.encode('id,t\n1,x\n2,x\n'))).toEqual({ status: 'valid' });
    expect(checkSample(truth, encoder.encode('id,t\n1,0\n'))).toEqual({ status: 'refused', problem: { key: 'submission.missing_id', column: 'id', value: '2' } });
  });
});
