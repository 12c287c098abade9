import { describe, expect, it } from 'vitest';
import { prepareGroundTruth } from '../truth/prepare-ground-truth.ts';
import type { PreparedTruth } from '../truth/prepared-truth.ts';
import { checkSample, scoreRecordByRecord, scoreSubmission, scoreSubmissionStream, type ScoreOutcome, type SubmissionLimits } from './score-submission.ts';

/**
 * Rows out of the truth's order are paired in bulk once the file is read; every outcome must be
 * the one the plain reading gives, which looks each such row up as it comes.
 */

const encoder = new TextEncoder();

function prepare(text: string, metric: string): PreparedTruth {
  const outcome = prepareGroundTruth(encoder.encode(text), { metric });
  if (outcome.status !== 'prepared') throw new Error(JSON.stringify(outcome.problem));
  return outcome.truth;
}

async function* inChunks(bytes: Uint8Array, sizes: () => number) {
  for (let at = 0; at < bytes.length; ) {
    const end = Math.min(bytes.length, at + sizes());
    // A copy, reused by nothing: the reader must copy what it keeps, as from a real stream.
    yield bytes.slice(at, end);
    at = end;
  }
}

/** The outcome in memory and streamed, checked against the plain reading. */
async function outcomeOf(truth: PreparedTruth, text: string | Uint8Array, limits: SubmissionLimits = {}, chunkSize: () => number = () => 1): Promise<ScoreOutcome> {
  const bytes = typeof text === 'string' ? encoder.encode(text) : text;
  const plain = scoreRecordByRecord(truth, bytes, limits, true);
  expect(scoreRecordByRecord(truth, bytes, limits)).toEqual(plain);
  expect(scoreSubmission(truth, bytes, limits)).toEqual(plain);
  expect(await scoreSubmissionStream(truth, inChunks(bytes, chunkSize), limits)).toEqual(plain);
  return plain;
}

async function refusalOf(truth: PreparedTruth, text: string, limits: SubmissionLimits = {}) {
  const outcome = await outcomeOf(truth, text, limits);
  if (outcome.status !== 'refused') throw new Error(`accepted: ${JSON.stringify(outcome)}`);
  return outcome.problem;
}

const regression = prepare('id,y,Usage\na,1,Public\nb,2,Private\nc,3,Public\nd,4,Private\n', 'rmse');
const labels = prepare('id,label\n1,cat\n2,dog\n3,cat\n4,eel\n', 'f1_macro');

describe('shuffled submissions are refused as the plain reading refuses them', () => {
  it('scores a shuffled file as the same file in order, from memory and from a stream', async () => {
    expect(await outcomeOf(regression, 'id,y\nd,4\nc,4\nb,2\na,1\n')).toEqual({ status: 'scored', public: Math.sqrt(0.5), private: 0 });
    expect(await outcomeOf(labels, 'id,label\n3,cat\n"1",cat\n4,eel\n2,cat\n')).toEqual(await outcomeOf(labels, 'id,label\n1,cat\n2,cat\n3,cat\n4,eel\n'));
  });

  it('a duplicated id, whether the repeat is in order or not', async () => {
    expect(await refusalOf(regression, 'id,y\nc,1\na,2\nc,3\n')).toEqual({ key: 'submission.duplicate_id', row: 4, column: 'id', value: 'c', first: 2 });
    expect(await refusalOf(regression, 'id,y\nb,1\nb,2\nc,3\nd,4\n')).toEqual({ key: 'submission.duplicate_id', row: 3, column: 'id', value: 'b', first: 2 });
    expect(await refusalOf(labels, 'id,label\n4,cat\n2,dog\n3,cat\n4,eel\n')).toMatchObject({ key: 'submission.duplicate_id', row: 5, first: 2 });
  });

  it('a missing id, the first in the truth file order', async () => {
    expect(await refusalOf(regression, 'id,y\nd,1\nb,2\na,3\n')).toEqual({ key: 'submission.missing_id', column: 'id', value: 'c' });
    expect(checkSample(labels, encoder.encode('id,label\n4,x\n1,x\n'))).toEqual({ status: 'refused', problem: { key: 'submission.missing_id', column: 'id', value: '2' } });
    expect(checkSample(labels, encoder.encode('id,label\n4,x\n1,x\n3,x\n2,x\n'))).toEqual({ status: 'valid' });
  });

  it('an unknown id before a later problem of another kind is the refusal', async () => {
    expect(await refusalOf(regression, 'id,y\nd,1\nz,2\n')).toEqual({ key: 'submission.unknown_id', row: 3, column: 'id', value: 'z' });
    expect(await refusalOf(regression, 'id,y\nd,1\nz,2\nc,x\n')).toMatchObject({ key: 'submission.unknown_id', row: 3 });
    expect(await refusalOf(regression, 'id,y\nd,1\nz,2\nc,"3\n')).toMatchObject({ key: 'submission.unknown_id', row: 3 });
    expect(await refusalOf(regression, 'id,y\nd,1\nz,2\nc\n')).toMatchObject({ key: 'submission.unknown_id', row: 3 });
    expect(await refusalOf(regression, 'id,y\nd,1\nz,2\nc,1\nb,1\na,1\n', { rowLimit: 3 })).toMatchObject({ key: 'submission.unknown_id', row: 3 });
    expect(await refusalOf(labels, 'id,label\n2,cat\n9,dog\n3,cow\n')).toMatchObject({ key: 'submission.unknown_id', row: 3, value: '9' });
  });

  it('a later unknown id after an earlier problem of another kind is not the refusal', async () => {
    expect(await refusalOf(regression, 'id,y\nd,1\nc,x\nz,2\n')).toEqual({ key: 'submission.not_a_number', row: 3, column: 'y', value: 'x' });
    expect(await refusalOf(regression, 'id,y\nd,1\nc,\nz,2\n')).toEqual({ key: 'submission.empty_cell', row: 3, column: 'y' });
    expect(await refusalOf(regression, 'id,y\nd,1\nc,1\nb,1\na,1\n', { rowLimit: 3 })).toEqual({ key: 'submission.too_many_rows', row: 5, limit: 3 });
    expect(await refusalOf(labels, 'id,label\n2,cat\n1,cow\n9,dog\n')).toMatchObject({ key: 'submission.unknown_label', row: 3, value: 'cow' });
    expect(await refusalOf(regression, 'id,y\nd,1\n,1\n')).toEqual({ key: 'submission.empty_cell', row: 3, column: 'id' });
  });

  it('a bad byte or quote after a deferred row names the earlier id problem, or itself', async () => {
    const cp949 = Uint8Array.from([...encoder.encode('id,y\nd,1\nc,2\n'), 0xc7, 0xd1, 0x2c, 0x31, 0x0a]);
    expect((await outcomeOf(regression, cp949)).status).toBe('refused');
    const unknownFirst = Uint8Array.from([...encoder.encode('id,y\nd,1\nz,2\n'), 0xc7, 0xd1, 0x2c, 0x31, 0x0a]);
    expect(await outcomeOf(regression, unknownFirst)).toMatchObject({ problem: { key: 'submission.unknown_id', row: 3 } });
    expect(await refusalOf(regression, 'id,y\nd,1\nc,"1"x\n')).toEqual({ key: 'submission.bad_quote', row: 3, column: 'y' });
  });
});

/** A small deterministic generator, so a failing case can be run again. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Case {
  name: string;
  truth: PreparedTruth;
  ids: string[];
  /** A valid value cell (or cells) for a row. */
  cell: (random: () => number) => string;
  /** Cells that some rule refuses. */
  badCells: string[];
}

function buildCase(name: string, metric: string, header: string, ids: string[], truthCell: (i: number) => string, cell: Case['cell'], badCells: string[]): Case {
  const lines = ids.map((id, i) => `${id},${truthCell(i)}${i % 3 === 0 ? ',Private' : ',Public'}`);
  return { name, truth: prepare(`${header},Usage\n${lines.join('\n')}\n`, metric), ids, cell, badCells };
}

const count = 40;
const stringIds = Array.from({ length: count }, (_, i) => `id_${i * 7}`);
const integerIds = Array.from({ length: count }, (_, i) => String(i + 1));
const cases: Case[] = [
  buildCase(
    'rmse, string ids',
    'rmse',
    'id,y',
    stringIds,
    (i) => String(i % 5),
    (random) => (random() * 10).toFixed(3),
    ['x', '', 'nan', '1e999', '"1'],
  ),
  buildCase(
    'rmse, integer ids',
    'rmse',
    'id,y',
    integerIds,
    (i) => String(i % 5),
    (random) => (random() * 10).toFixed(3),
    ['x', '', 'Infinity'],
  ),
  buildCase(
    'roc_auc, integer ids',
    'roc_auc',
    'id,y',
    integerIds,
    (i) => String(i % 2),
    (random) => random().toFixed(4),
    ['1.5', '-0.1', ''],
  ),
  buildCase(
    'f1_macro, string ids',
    'f1_macro',
    'id,label',
    stringIds,
    (i) => ['cat', 'dog', 'eel'][i % 3]!,
    (random) => ['cat', 'dog', 'eel', '"dog"'][Math.floor(random() * 4)]!,
    ['cow', '', 'Cat'],
  ),
  buildCase(
    'multiclass log_loss, integer ids',
    'log_loss',
    'id,species',
    integerIds,
    (i) => ['a', 'b', 'c'][i % 3]!,
    (random) => `${random().toFixed(2)},${random().toFixed(2)},0.5`,
    ['0,0,0', '-1,0,1', '1,1', '1,1,1,1'],
  ),
  buildCase(
    'map_at_k, string ids',
    'map_at_k',
    'id,items',
    stringIds,
    (i) => `p${i % 4} p${(i + 1) % 4}`,
    (random) => `p${Math.floor(random() * 4)} p${Math.floor(random() * 4)}`,
    ['', ' ', '"p1'],
  ),
];

/** A submission in the truth's order, shuffled, or partly shuffled, with up to three faults. */
function randomSubmission(c: Case, random: () => number): string {
  const pick = (n: number) => Math.floor(random() * n);
  const header = c.truth.header.join(',');
  let rows = c.ids.map((id) => ({ id: random() < 0.1 ? `"${id}"` : id, cell: c.cell(random) }));
  const order = pick(3);
  if (order === 1) {
    for (let i = rows.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    }
  } else if (order === 2) {
    for (let swaps = 0; swaps < 3; swaps++) {
      const i = pick(rows.length);
      const j = pick(rows.length);
      [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    }
  }
  for (let faults = pick(4); faults > 0; faults--) {
    const at = pick(rows.length);
    switch (pick(7)) {
      case 0:
        rows[at] = { ...rows[at]!, id: c.ids[pick(c.ids.length)]! };
        break;
      case 1:
        rows[at] = { ...rows[at]!, id: 'zz' };
        break;
      case 2:
        rows = rows.filter((_, i) => i !== at);
        break;
      case 3:
        rows.splice(pick(rows.length), 0, rows[at]!);
        break;
      case 4:
        rows[at] = { ...rows[at]!, cell: c.badCells[pick(c.badCells.length)]! };
        break;
      case 5:
        rows[at] = { ...rows[at]!, id: '' };
        break;
      default:
        rows.splice(at, 0, { id: c.ids[at % c.ids.length]!, cell: `${c.cell(random)},extra` });
    }
  }
  const lineEnd = random() < 0.2 ? '\r\n' : '\n';
  return [header, ...rows.map((row) => (random() < 0.05 ? `${lineEnd}${row.id},${row.cell}` : `${row.id},${row.cell}`))].join(lineEnd) + lineEnd;
}

describe('randomly shuffled and damaged submissions', () => {
  for (const c of cases) {
    it(`give the plain reading's outcome: ${c.name}`, async () => {
      const random = randomFrom(c.name.length * 7919);
      const seen = new Set<string>();
      for (let run = 0; run < 150; run++) {
        const text = randomSubmission(c, random);
        const limits: SubmissionLimits = random() < 0.1 ? { rowLimit: count - 2 } : {};
        const outcome = await outcomeOf(c.truth, text, limits, () => 1 + Math.floor(random() * 16));
        seen.add(outcome.status === 'scored' ? 'scored' : outcome.problem.key);
      }
      // The runs reach both outcomes and the id refusals that deferred rows can hide.
      expect(seen).toContain('scored');
      expect([...seen].filter((key) => key === 'submission.duplicate_id' || key === 'submission.unknown_id' || key === 'submission.missing_id').length).toBeGreaterThanOrEqual(2);
    });
  }

  it('pairs thousands of shuffled rows in parts, string ids and integer ids alike', async () => {
    const random = randomFrom(12345);
    for (const ids of [Array.from({ length: 9000 }, (_, i) => `row-${i * 13}`), Array.from({ length: 9000 }, (_, i) => String(i + 5))]) {
      const truth = prepare(`id,label\n${ids.map((id, i) => `${id},${i % 4}`).join('\n')}\n`, 'f1_macro');
      const rows = ids.map((id) => `${id},${Math.floor(random() * 4)}`);
      for (let i = rows.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [rows[i], rows[j]] = [rows[j]!, rows[i]!];
      }
      expect((await outcomeOf(truth, `id,label\n${rows.join('\n')}\n`, {}, () => 4096)).status).toBe('scored');
      const repeated = [...rows];
      repeated[7000] = repeated[100]!;
      expect(await outcomeOf(truth, `id,label\n${repeated.join('\n')}\n`, {}, () => 4096)).toMatchObject({ problem: { key: 'submission.duplicate_id', row: 7002, first: 102 } });
    }
  });
});
