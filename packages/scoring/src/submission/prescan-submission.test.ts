import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareGroundTruth } from '../truth/prepare-ground-truth.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import { findMetric } from '../metrics/metric-registry.ts';
import { prescanPlainSubmission, prescanSubmission, rankPrescan, scoreCleanPrescan, type SubmissionPrescan } from './prescan-submission.ts';
import { prescanSubmissionFile } from './prescan-submission-file.ts';
import { scorePrescanned, scoreRecordByRecord, scoreSubmission as scoreInMemory, type SubmissionLimits } from './score-submission.ts';

const encoder = new TextEncoder();

function prepared(text: string, metric: string): PreparedTruth {
  const outcome = prepareGroundTruth(encoder.encode(text), { metric });
  if (outcome.status !== 'prepared') throw new Error(JSON.stringify(outcome.problem));
  return outcome.truth;
}

/** The shortcuts must agree with the record-by-record reading. */
const scoreSubmission = scoreRecordByRecord;

const folder = mkdtempSync(path.join(tmpdir(), 'madang-prescan-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A prescan with its ids as text, whichever bytes they index. */
function readable(prescan: SubmissionPrescan | null) {
  if (!prescan) return null;
  const { idBytes, idStarts, idEnds, idValues, ...rest } = prescan;
  const decoder = new TextDecoder();
  const ids = idValues ? Array.from(idValues, String) : Array.from(idStarts, (start, r) => decoder.decode(idBytes.subarray(start, idEnds[r])));
  return { ...rest, values: rest.values.map((column) => [...column]), integerIds: idValues !== null, ids };
}

/**
 * The file read in chunks must give what the whole file in memory gives: with the usual line
 * limit, and with a small one whose chunks cut the file at many places.
 */
function expectSameFromFile(bytes: Uint8Array): SubmissionPrescan | null {
  const file = path.join(folder, 'submission.csv');
  writeFileSync(file, bytes);
  const fromFile = prescanSubmissionFile(file);
  expect(readable(fromFile)).toEqual(readable(prescanPlainSubmission(bytes, 1 << 20)));
  expect(readable(prescanSubmissionFile(file, 40, 43))).toEqual(readable(prescanPlainSubmission(bytes, 40)));
  return fromFile;
}

/** Scores all three ways and checks that they agree; returns the outcome and whether the shortcut scored. */
function scoreBoth(truth: PreparedTruth, text: string, limits: SubmissionLimits = {}) {
  const bytes = encoder.encode(text);
  const prescan = prescanSubmission(bytes);
  const outcome = scorePrescanned(truth, prescan, () => bytes, limits);
  expect(outcome).toEqual(scoreSubmission(truth, bytes, limits));
  expect(scoreInMemory(truth, bytes, limits)).toEqual(outcome);
  // Scores sorted before the truth is known (the command line's way) must give the same outcome.
  const ranked = prescanSubmission(bytes);
  if (ranked) rankPrescan(findMetric(truth.metric), ranked);
  expect(scorePrescanned(truth, ranked, () => bytes, limits)).toEqual(outcome);
  // And from the file read in chunks, which keeps only the ids and the values.
  const fromFile = expectSameFromFile(bytes);
  if (fromFile) rankPrescan(findMetric(truth.metric), fromFile);
  expect(scorePrescanned(truth, fromFile, () => bytes, limits)).toEqual(outcome);
  return { outcome, shortcut: prescan !== null && scoreCleanPrescan(truth, prescan, limits) !== null };
}

const truthText = 'id,y,Usage\na,1,Public\nb,0,Private\nc,1,Public\nd,0,Public\ne,1,Private\nf,0,Private\n';

describe('prescanned submissions', () => {
  it('score a clean file without its truth first, in any row order, with CRLF, BOM and blank lines', () => {
    const truth = prepared(truthText, 'roc_auc');
    const clean = [
      'id,y\na,0.9\nb,0.2\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
      'id,y\r\nf,0.1\r\ne,0.6\r\nd,0.4\r\nc,0.7\r\nb,0.2\r\na,0.9',
      '\ufeffid,y\n\na,0.9\nb,0.2\n\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n\n',
      '"id","y"\na,"0.9"\nb,0.2\nc,7e-1\nd,.4\ne,0.59999999999999997779553950749686919152736663818359375\nf,1E-1\n',
    ];
    for (const text of clean) {
      const { outcome, shortcut } = scoreBoth(truth, text);
      expect(outcome.status).toBe('scored');
      expect(shortcut).toBe(true);
    }
  });

  it('match ids listed in the order of the truth as whole blocks, and tell apart ids whose bytes run together alike', () => {
    const truth = prepared('id,y,Usage\nab,1,Private\nc,0,Public\nd,1,Public\ne,0,Private\n', 'roc_auc');
    expect(scoreBoth(truth, 'id,y\nab,0.9\nc,0.2\nd,0.7\ne,0.4\n')).toEqual({ outcome: { status: 'scored', public: 1, private: 1 }, shortcut: true });
    const regrouped = scoreBoth(truth, 'id,y\na,0.9\nbc,0.2\nd,0.7\ne,0.4\n');
    expect(regrouped.outcome).toMatchObject({ status: 'refused', problem: { key: 'submission.unknown_id', value: 'a' } });
  });

  it('give exactly the refusal of the ordinary reading, first problem in file order', () => {
    const truth = prepared(truthText, 'roc_auc');
    const refused = [
      'id,x\na,0.9\n',
      'id,y,z\na,0.9,1\n',
      'id\na\n',
      '',
      'id,y\na,0.9\nb,0.2\nc,0.7\nd,0.4\ne,0.6\n',
      'id,y\na,0.9\nb,0.2\nc,0.7\nd,0.4\ne,0.6\nf,0.1\ng,0.3\n',
      'id,y\na,0.9\na,0.2\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
      'id,y\na,0.9\nzz,0.2\nc,0.7\nd,nan\ne,0.6\nf,0.1\n',
      'id,y\na,0.9\nb,x\nc,0.7\nzz,0.4\ne,0.6\nf,0.1\n',
      'id,y\na,0.9\nb,\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
      'id,y\na,0.9\n,0.2\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
      'id,y\na,0.9\nb\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
      'id,y\na,0.9\nb,0.2,3\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
      'id,y\na,0.9\nb,"0.2\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
      'id,y\na,0.9\nb,0"2\nc,0.7\n',
      'id,y\na,0.9\nb,0.2\x01\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
      'id,y\na,0.9\nb,Infinity\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
      'id,y\n"a",0.9\n"b""",0.2\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n',
    ];
    for (const text of refused) {
      const { outcome, shortcut } = scoreBoth(truth, text);
      expect(outcome.status, text).toBe('refused');
      expect(shortcut).toBe(false);
    }
    const notUtf8 = new Uint8Array([...encoder.encode('id,y\na,0.9\nb,'), 0xff, 0xfe, ...encoder.encode('\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n')]);
    expect(scorePrescanned(truth, prescanSubmission(notUtf8), () => notUtf8)).toEqual(scoreSubmission(truth, notUtf8));
  });

  it('apply the prediction rules and limits of the truth they are scored against', () => {
    const probabilities = prepared(truthText, 'log_loss');
    expect(scoreBoth(probabilities, 'id,y\na,0.9\nb,0.2\nc,1.5\nd,0.4\ne,-0.6\nf,0.1\n').outcome).toMatchObject({
      status: 'refused',
      problem: { key: 'submission.probability_out_of_range', row: 4 },
    });
    expect(scoreBoth(probabilities, 'id,y\na,0.9\nb,0.2\nc,0.7\nd,0.4\ne,0.6\nf,0.1\n').shortcut).toBe(true);
    const regression = prepared('id,y\na,1\nb,2\nc,3\n', 'rmsle');
    expect(scoreBoth(regression, 'id,y\na,1\nb,-2\nc,3\n').outcome).toMatchObject({ status: 'refused', problem: { key: 'submission.negative_value', row: 3 } });
    expect(scoreBoth(regression, 'id,y\na,1\nb,2\nc,3\n', { rowLimit: 2 }).outcome).toMatchObject({ status: 'refused', problem: { key: 'submission.too_many_rows', row: 4 } });
    expect(scoreBoth(regression, 'id,y\na,1\nb,2\nc,3\n', { maxLineBytes: 4 }).outcome).toMatchObject({ status: 'refused', problem: { key: 'submission.line_too_long' } });
    expect(scoreBoth(regression, 'id,y\nc,3\nb,2\na,1.5\n').outcome).toEqual(scoreSubmission(regression, encoder.encode('id,y\na,1.5\nb,2\nc,3\n')));
  });

  it('leave metrics whose submissions are not plain numbers to the ordinary reading', () => {
    const labels = prepared('id,y\na,cat\nb,dog\n', 'f1_macro');
    const bytes = encoder.encode('id,y\na,cat\nb,cat\n');
    expect(prescanSubmission(bytes)).toBeNull();
    expect(scorePrescanned(labels, prescanSubmission(bytes), () => bytes)).toEqual(scoreSubmission(labels, bytes));
    const multiclass = prepared('id,y\na,x\nb,y\nc,z\n', 'log_loss');
    const probabilities = encoder.encode('id,x,y,z\na,0.5,0.2,0.3\nb,0.1,0.8,0.1\nc,0.3,0.3,0.4\n');
    const prescan = prescanSubmission(probabilities);
    expect(prescan).not.toBeNull();
    expect(scoreCleanPrescan(multiclass, prescan!)).toBeNull();
    expect(scorePrescanned(multiclass, prescan, () => probabilities)).toEqual(scoreSubmission(multiclass, probabilities));
  });

  it('read plain files in one pass and others record by record, growing as rows come', () => {
    let truthCsv = 'identifier_of_the_row,predicted_value_of_the_row\n';
    let submissionCsv = truthCsv;
    for (let i = 0; i < 5_000; i++) {
      truthCsv += `${i},${i % 10}\n`;
      submissionCsv += `${i},${(i % 10) + 0.5}\n`;
    }
    const truth = prepared(truthCsv, 'mae');
    const plain = scoreBoth(truth, submissionCsv);
    expect(plain).toEqual({ outcome: { status: 'scored', public: 0.5, private: null }, shortcut: true });
    expect(prescanSubmission(encoder.encode(submissionCsv))?.rows).toBe(5_000);
    // A quoted cell and a lone CR are for the record-by-record reading, which also accepts them.
    expect(scoreBoth(truth, submissionCsv.replace('\n7,7.5\n', '\n"7",7.5\r'))).toEqual(plain);
  });

  it('score ROC AUC from scores sorted before the truth, exactly, ties and both parts included', () => {
    let seed = 11;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const ties = [0, -0, 0.5, 1, 0.25, 5e-324, -1];
    // Row counts that fill the last byte of two-bit classes, and that do not.
    for (const rows of [40, 41, 3_000, 3_003]) {
      let truthCsv = 'id,a,Usage,b\n';
      const lines: string[] = [];
      for (let i = 0; i < rows; i++) {
        // Both classes in both parts, whatever the random draws.
        const a = i < 4 ? i % 2 : random() < 0.3 ? 1 : 0;
        const b = i < 4 ? 1 - (i % 2) : random() < 0.6 ? 1 : 0;
        truthCsv += `r${i},${a},${i % 3 === 0 || i < 2 ? 'Public' : 'Private'},${b}\n`;
        const score = (): string => {
          const value = random() < 0.5 ? ties[Math.floor(random() * ties.length)]! : random() * 2 - 0.5;
          return Object.is(value, -0) ? '-0.0' : String(value);
        };
        lines.push(`r${i},${score()},${score()}\n`);
      }
      for (let i = lines.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      }
      const truth = prepared(truthCsv, 'roc_auc');
      const text = `id,a,b\n${lines.join('')}`;
      const bytes = encoder.encode(text);
      const prescan = prescanSubmission(bytes)!;
      rankPrescan(findMetric('roc_auc'), prescan);
      expect(prescan.order).toHaveLength(2);
      const ranked = scoreCleanPrescan(truth, prescan);
      expect(ranked).toMatchObject({ status: 'scored', private: expect.any(Number) });
      expect(ranked).toEqual(scoreSubmission(truth, bytes));
      // Sorted scores still place right for a metric that takes them in file order.
      const regression = prepared(truthCsv, 'mae');
      expect(scoreCleanPrescan(regression, prescan)).toEqual(scoreSubmission(regression, bytes));
    }
  });

  it('read plain integer ids as values and pair them by value, any other id as the ordinary reading does', () => {
    const truths: [string, string[], PreparedTruth][] = [];
    const addTruth = (name: string, ids: string[], withSplit: boolean): void => {
      const rows = ids.map((id, i) => `${id},${i % 2}${withSplit ? (i % 3 === 1 ? ',Private' : ',Public') : ''}\n`);
      const text = `id,y${withSplit ? ',Usage' : ''}\n${rows.join('')}`;
      truths.push([name, ids, prepared(text.replace(/,Private\n$/, ',Public\n'), 'roc_auc')]);
    };
    addTruth('counting', ['1', '2', '3', '4', '5', '6'], true);
    addTruth('counting without a split', ['1', '2', '3', '4', '5', '6'], false);
    addTruth('counting from zero', ['0', '1', '2', '3', '4', '5'], false);
    addTruth('dense, out of order', ['10', '12', '11', '15', '14', '13'], true);
    addTruth('too sparse to place by value', ['0', '2147483647', '7', '1000000', '99', '12345'], false);
    addTruth('too large for values', ['1', '99999999999', '3', '2147483648', '5', '6'], false);
    addTruth('integers that are not plain', ['007', '1', '2', '3', '4', '5'], true);
    for (const [name, ids, truth] of truths) {
      const file = (rows: string[], lineEnd = '\n'): string => `id,y${lineEnd}${rows.map((id, i) => `${id},0.${(i * 37) % 100}`).join(lineEnd)}${lineEnd}`;
      const reversed = [...ids].reverse();
      for (const text of [file(ids), file(reversed), file(reversed, '\r\n'), `${file(ids)}\n\n`, file([ids[3]!, ids[0]!, ids[5]!, ids[1]!, ids[4]!, ids[2]!])]) {
        const { outcome, shortcut } = scoreBoth(truth, text);
        expect(outcome.status, `${name}: ${text}`).toBe('scored');
        expect(shortcut, name).toBe(true);
        const plainIntegers = ids.every((id) => /^(0|[1-9]\d{0,9})$/.test(id) && Number(id) < 2 ** 31);
        expect(prescanSubmission(encoder.encode(text))!.idValues !== null, name).toBe(plainIntegers);
      }
      const withId = (at: number, id: string): string[] => reversed.map((other, r) => (r === at ? id : other));
      const refused: [string, string][] = [
        [file(withId(2, reversed[0]!)), 'submission.duplicate_id'],
        [file(reversed.slice(1)), 'submission.missing_id'],
        [file(withId(4, '1000')), 'submission.unknown_id'],
        [file(withId(4, '-1')), 'submission.unknown_id'],
        [file(withId(4, '99999999998')), 'submission.unknown_id'],
        [file(withId(4, '2147483649')), 'submission.unknown_id'],
        // 2^32 + n is n in 32 bits.
        [file(withId(5, String(2 ** 32 + Number(reversed[5])))), 'submission.unknown_id'],
        [file(withId(4, '00')), 'submission.unknown_id'],
        [file(withId(4, `0${reversed[4]}`)), 'submission.unknown_id'],
        [file(withId(4, `+${reversed[4]}`)), 'submission.unknown_id'],
        [file(withId(4, `${reversed[4]}.0`)), 'submission.unknown_id'],
        [file(withId(4, '1e3')), 'submission.unknown_id'],
        [file(withId(4, 'a')), 'submission.unknown_id'],
        // '<' is 0x30 + 12, and 12 is an id of the dense truth.
        [file(withId(4, '<')), 'submission.unknown_id'],
        [file(withId(4, '٣')), 'submission.unknown_id'],
        [file(withId(4, ` ${reversed[4]}`)), 'submission.unknown_id'],
        [file(withId(4, `${reversed[4]} `)), 'submission.unknown_id'],
        [`id,y\n${reversed.map((id, r) => (r === 2 ? id : `${id},0.5`)).join('\n')}\n`, 'submission.missing_columns'],
        [file(withId(4, '')), 'submission.empty_cell'],
        ['id,y\n', 'submission.missing_id'],
        ['id,y', 'submission.missing_id'],
      ];
      for (const [text, key] of refused) {
        const { outcome, shortcut } = scoreBoth(truth, text);
        expect(outcome, `${name}: ${text}`).toMatchObject({ status: 'refused', problem: { key } });
        expect(shortcut).toBe(false);
      }
      // A quoted id is the record-by-record reading's; it is the same id there.
      expect(scoreBoth(truth, file(withId(3, `"${reversed[3]}"`))).outcome.status).toBe('scored');
    }
  });

  it.each([
    ['text ids', (i: number) => `r${i}`, false],
    ['integer ids', (i: number) => `${i + 1}`, false],
    ['integer ids, shuffled', (i: number) => `${i + 1}`, true],
  ])(
    'agree with the ordinary reading on many damaged copies of a large file, %s',
    (_, idOf, shuffle) => {
      let seed = 7;
      const random = (): number => {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        return seed / 2 ** 32;
      };
      const rows = 2_000;
      let truthCsv = 'id,y\n';
      const lines: string[] = [];
      for (let i = 0; i < rows; i++) {
        truthCsv += `${idOf(i)},${(random() * 100).toFixed(2)}\n`;
        lines.push(`${idOf(i)},${random() * 100}\n`);
      }
      for (let i = lines.length - 1; shuffle && i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      }
      const submissionCsv = `id,y\n${lines.join('')}`;
      const truth = prepared(truthCsv, 'rmse');
      expect(scoreBoth(truth, submissionCsv).shortcut).toBe(true);
      const damages = ['', ',', '\n', '"', 'x', '\r', '\x00', 'é', '\ufeff', ',1', 'r1', 'NaN', '0', '7', '-', ' ', 'e3', '99999999999'];
      for (let trial = 0; trial < 300; trial++) {
        const at = Math.floor(random() * submissionCsv.length);
        const damage = damages[Math.floor(random() * damages.length)]!;
        const cut = Math.floor(random() * 3);
        scoreBoth(truth, submissionCsv.slice(0, at) + damage + submissionCsv.slice(at + cut));
      }
    },
    30_000,
  );
});
