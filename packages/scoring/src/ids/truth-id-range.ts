import type { PreparedTruth } from '../truth/prepared-truth.ts';
import { backToBack, integerRange, type IntegerRange } from './match-ids.ts';

/** Worked out once per prepared truth: a truth is scored many times (the server keeps them). */
const ranges = new WeakMap<PreparedTruth, IntegerRange | null>();

/** The integer range of a truth's ids (see integerRange); null when some id is not a plain integer. */
export function truthIdRange(truth: PreparedTruth): IntegerRange | null {
  let range = ranges.get(truth);
  if (range === undefined) {
    range = integerRange(backToBack(truth.idBytes, truth.idOffsets));
    ranges.set(truth, range);
  }
  return range;
}

/**
 * Records the range of a truth that another thread prepared and worked it out for, so that this
 * thread does not read its ids again.
 */
export function rememberTruthIdRange(truth: PreparedTruth, range: IntegerRange | null): void {
  ranges.set(truth, range);
}
