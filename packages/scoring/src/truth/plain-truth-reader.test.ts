import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backToBack, integerRange } from '../ids/match-ids.ts';
import { truthIdRange } from '../ids/truth-id-range.ts';
import { prepareGroundTruth, prepareGroundTruthStream, preparePlainGroundTruth, preparePlainGroundTruthFileInSteps, type GroundTruthSettings } from './prepare-ground-truth.ts';

const encoder = new TextEncoder();

/** The record-by-record reading, which the one-pass reading must agree with. */
async function recordByRecord(bytes: Uint8Array, settings: GroundTruthSettings) {
  async function* chunks() {
    yield bytes;
  }
  return prepareGroundTruthStream(chunks(), settings);
}

const folder = mkdtempSync(path.join(tmpdir(), 'madang-truth-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * The file read in chunks and in two steps (the command line's truth thread), with the usual
 * buffer and with one of 40 bytes that cuts the file at many places: when it takes the file it
 * must give the reference, its duplicate-id check included.
 */
function expectSameFromFile(bytes: Uint8Array, settings: GroundTruthSettings, reference: Awaited<ReturnType<typeof recordByRecord>>, plain: boolean): void {
  const file = path.join(folder, 'truth.csv');
  writeFileSync(file, bytes);
  for (const chunkBytes of [undefined, 40]) {
    const steps = preparePlainGroundTruthFileInSteps(file, settings, chunkBytes);
    if (chunkBytes === undefined && reference.status === 'prepared') expect(steps !== null).toBe(plain);
    if (!steps) continue;
    const duplicate = steps.findDuplicateId();
    expect(duplicate ? { status: 'refused', problem: duplicate } : { status: 'prepared', truth: steps.truth }).toEqual(reference);
  }
}

/** Prepares both ways; returns whether the one-pass reading took the file. */
async function prepareBoth(text: string | Uint8Array, settings: GroundTruthSettings): Promise<boolean> {
  const bytes = typeof text === 'string' ? encoder.encode(text) : text;
  const plain = preparePlainGroundTruth(bytes, settings);
  const reference = await recordByRecord(bytes, settings);
  expect(prepareGroundTruth(bytes, settings)).toEqual(reference);
  if (plain) expect(plain).toEqual(reference);
  expectSameFromFile(bytes, settings, reference, plain !== null);
  return plain !== null;
}

describe('one-pass reading of a plain ground truth', () => {
  it('finds the integer range of its ids as it reads them, or their hashes once an id is not a plain integer', async () => {
    const idSets = [
      ['1', '2', '3', '4', '5'],
      ['5', '4', '3', '2', '1'],
      ['0', '1', '2', '3', '4'],
      ['10', '12', '11', '14', '13'],
      ['1', '2', '2', '3', '4'],
      ['1', '2', 'x', '3', '4'],
      ['1', '2', 'x', '2', '4'],
      ['1', '2', '03', '4', '5'],
      ['1', '2', '-3', '4', '5'],
      ['1', '2', '1234567890123456', '4', '5'],
      ['1', '2', '123456789012345', '4', '5'],
      ['1', '2', '3 ', '4', '5'],
    ];
    for (const ids of idSets) {
      const text = `id,y\n${ids.map((id, i) => `${id},${i}`).join('\n')}\n`;
      // A repeated id is a refusal, which the plain reading leaves to the record-by-record one.
      expect(await prepareBoth(text, { metric: 'rmse' }), text).toBe(new Set(ids).size === ids.length);
      const file = path.join(folder, 'ids.csv');
      writeFileSync(file, text);
      const prepared = [
        preparePlainGroundTruth(encoder.encode(text), { metric: 'rmse' }),
        ...[undefined, 40].map((chunkBytes) => preparePlainGroundTruthFileInSteps(file, { metric: 'rmse' }, chunkBytes)),
      ];
      for (const outcome of prepared) {
        const truth = outcome && 'truth' in outcome ? outcome.truth : null;
        // The range found while reading is the one read from the ids afterwards.
        if (truth) expect(truthIdRange(truth), text).toEqual(integerRange(backToBack(truth.idBytes, truth.idOffsets)));
      }
    }
  });

  it('takes plain files of numbers, with a split column anywhere, CRLF, a BOM and blank lines', async () => {
    const plain: [string, GroundTruthSettings][] = [
      ['id,y\na,1.5\nb,2\nc,-3e2\n', { metric: 'rmse' }],
      ['y,Usage,id\r\n1,public,a\r\n0,PRIVATE,b\r\n1,Private,c\r\n0,Public,d', { metric: 'roc_auc', idColumn: 'id' }],
      ['\ufeffkey,part,y,z\n\nk1,Public,1,2\nk2,Private,3,4\n\n', { metric: 'mae', idColumn: 'key', splitColumn: 'part' }],
      ['id,y,Usage\na,1,3\nb,2,4\n', { metric: 'mse', splitColumn: null }],
      ['id,y\na,1\nb,0\n', { metric: 'average_precision' }],
      ['id,y\na,2\nb,3\n', { metric: 'rmsle' }],
    ];
    for (const [text, settings] of plain) expect(await prepareBoth(text, settings), text).toBe(true);
  });

  it('leaves quoted cells, spaces in the split column and label metrics to the record-by-record reading', async () => {
    const others: [string, GroundTruthSettings][] = [
      ['id,y\n"a",1\n', { metric: 'rmse' }],
      ['id,y,Usage\na,1, Public\n', { metric: 'rmse' }],
      ['id,y\ra,1\r', { metric: 'rmse' }],
      ['id,y\na,cat\n', { metric: 'f1_macro' }],
      ['id,y\na,x\nb,y\nc,z\n', { metric: 'log_loss' }],
    ];
    for (const [text, settings] of others) expect(await prepareBoth(text, settings), text).toBe(false);
  });

  it('gives every refusal to the record-by-record reading, which names the first one', async () => {
    const refused: [string, GroundTruthSettings][] = [
      ['id,y\na,1\na,2\n', { metric: 'rmse' }],
      ['id,y\na,1\n\nb,2\n\r\nc,4\na,3\n', { metric: 'rmse' }],
      ['id,y\n\nlonger-id,1\nb,2\nc,4\nd,5\ne,6\nf,7\ng,8\nh,9\nb,3\n', { metric: 'rmse' }],
      ['id,y\na,1\nb,x\nb,2\n', { metric: 'rmse' }],
      ['id,y\na,1\nb,\n', { metric: 'rmse' }],
      ['id,y\na,1\n,2\n', { metric: 'rmse' }],
      ['id,y\na,1\nb,2,3\n', { metric: 'rmse' }],
      ['id,y\na,1\nb\n', { metric: 'rmse' }],
      ['id,y,y\na,1,2\n', { metric: 'rmse' }],
      ['id\na\n', { metric: 'rmse' }],
      ['id,y\n', { metric: 'rmse' }],
      ['', { metric: 'rmse' }],
      ['id,y,Usage\na,1,Public\nb,2,Hidden\n', { metric: 'rmse' }],
      ['id,y,Usage\na,1,Private\n', { metric: 'rmse' }],
      ['id,y\na,0\nb,2\n', { metric: 'roc_auc' }],
      ['id,y\na,1\nb,1\n', { metric: 'roc_auc' }],
      ['id,y\na,-2\n', { metric: 'rmsle' }],
      ['id,y\na,2\nb,0\n', { metric: 'nmae' }],
      ['id,y\na,3\nb,3\n', { metric: 'pearson' }],
      ['id,y\na,1\x00\n', { metric: 'rmse' }],
      ['id,y\na,1\n', { metric: 'rmse', idColumn: 'key' }],
      ['id,y\na,1\n', { metric: 'rmse', splitColumn: 'Usage' }],
      ['id,y\na,1\n', { metric: 'rmse', options: { k: '3' } }],
      ['id,y\na,1\n', { metric: 'nope' }],
    ];
    for (const [text, settings] of refused) {
      expect(await prepareBoth(text, settings), text).toBe(false);
      expect(prepareGroundTruth(encoder.encode(text), settings).status, text).toBe('refused');
    }
  });

  it('gives up on a huge single line at once', () => {
    const lineOf = (megabytes: number) => {
      const bytes = new Uint8Array(megabytes << 20).fill(0x31);
      bytes.set(encoder.encode('id,y\na,'));
      return bytes;
    };
    // The same cost for 4 MB and 64 MB, measured side by side: only the line limit's first bytes are read.
    const bestTime = (bytes: Uint8Array) => {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        expect(prepareGroundTruth(bytes, { metric: 'rmse' })).toEqual({ status: 'refused', problem: { key: 'truth.line_too_long', row: 2, limit: 1 << 20 } });
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const small = bestTime(lineOf(4));
    expect(bestTime(lineOf(64))).toBeLessThan(4 * small + 5);
  });

  it('agrees with the record-by-record reading on many damaged copies of a large file', async () => {
    let seed = 11;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    let text = 'id,Usage,y\n';
    for (let i = 0; i < 1_000; i++) text += `row${i},${random() < 0.5 ? 'Public' : 'Private'},${random() < 0.3 ? 1 : 0}\n`;
    const settings = { metric: 'roc_auc' };
    expect(await prepareBoth(text, settings)).toBe(true);
    const damages = ['', ',', '\n', '\r\n', '"', 'x', '\r', '\x00', 'é', '2', 'row1', ' '];
    for (let trial = 0; trial < 150; trial++) {
      const at = Math.floor(random() * text.length);
      const damage = damages[Math.floor(random() * damages.length)]!;
      await prepareBoth(text.slice(0, at) + damage + text.slice(at + Math.floor(random() * 3)), settings);
    }
    const notUtf8 = new Uint8Array([...encoder.encode('id,y\na,1\nb,'), 0xff, ...encoder.encode('\n')]);
    expect(await prepareBoth(notUtf8, { metric: 'rmse' })).toBe(false);
  }, 30_000);
});
