/** A small seeded PRNG (mulberry32): the same seed gives the same demo everywhere. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type DatasetTask = 'regression' | 'binary';

export interface SyntheticDataset {
  train: Buffer;
  test: Buffer;
  sample: Buffer;
  /** id, target and the Usage column (Public/Private). */
  truth: Buffer;
  /** A submission whose predictions are off by about `noise` (0 = perfect). */
  submission(noise: number, seed: number): Buffer;
}

const csv = (header: string[], rows: (string | number)[][]) => Buffer.from(`${header.join(',')}\n${rows.map((row) => row.join(',')).join('\n')}\n`);

/**
 * A generated tabular task: three features and a target that depends on them, a train part with the
 * target and a test part whose truth is split into Public and Private rows.
 */
export function generateDataset(options: { seed: number; trainRows: number; testRows: number; task: DatasetTask; publicShare?: number }): SyntheticDataset {
  const random = createRandom(options.seed);
  const publicShare = options.publicShare ?? 0.4;
  const row = () => {
    const x = [random() * 10, random() * 5, random() < 0.5 ? 1 : 0];
    const signal = 2.5 * x[0]! - 1.2 * x[1]! + 4 * x[2]! + (random() - 0.5) * 3;
    const target = options.task === 'regression' ? Math.round(signal * 1000) / 1000 : signal > 9 ? 1 : 0;
    return { x: x.map((v) => Math.round(v * 1000) / 1000), target, signal };
  };
  const train = Array.from({ length: options.trainRows }, (_, i) => ({ id: `TRAIN_${String(i).padStart(5, '0')}`, ...row() }));
  const test = Array.from({ length: options.testRows }, (_, i) => ({
    id: `TEST_${String(i).padStart(5, '0')}`,
    usage: random() < publicShare ? 'Public' : 'Private',
    ...row(),
  }));
  const features = ['x1', 'x2', 'x3'];
  return {
    train: csv(
      ['id', ...features, 'target'],
      train.map((r) => [r.id, ...r.x, r.target]),
    ),
    test: csv(
      ['id', ...features],
      test.map((r) => [r.id, ...r.x]),
    ),
    sample: csv(
      ['id', 'target'],
      test.map((r) => [r.id, 0]),
    ),
    truth: csv(
      ['id', 'target', 'Usage'],
      test.map((r) => [r.id, r.target, r.usage]),
    ),
    submission(noise, seed) {
      const jitter = createRandom(seed);
      return csv(
        ['id', 'target'],
        test.map((r) => {
          if (options.task === 'regression') return [r.id, Math.round((r.target + (jitter() - 0.5) * 2 * noise * 10) * 1000) / 1000];
          const probability = (1 / (1 + Math.exp(-(r.signal - 9) / (0.5 + noise * 4)))) * (1 - noise) + jitter() * noise;
          return [r.id, Math.round(probability * 10_000) / 10_000];
        }),
      );
    },
  };
}
