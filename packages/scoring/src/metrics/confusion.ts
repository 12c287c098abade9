/**
 * A confusion matrix over the labels present in a part (in the truth or the predictions), in
 * label order, as scikit-learn builds it: counts[t * size + p] rows where truth t met prediction p.
 */
export interface Confusion {
  size: number;
  counts: Float64Array;
  /** Label codes of the matrix's rows and columns. */
  codes: number[];
}

/**
 * Counts truth/prediction pairs of label codes; `order[code]` is the label's rank in sorted
 * label order (numeric when every label is a number, else by text).
 */
export function buildConfusion(y: Int32Array, p: Int32Array, labelCount: number, order: Int32Array): Confusion {
  const full = new Float64Array(labelCount * labelCount);
  for (let i = 0; i < y.length; i++) full[y[i]! * labelCount + p[i]!]!++;
  const present: number[] = [];
  for (let code = 0; code < labelCount; code++) {
    let used = false;
    for (let other = 0; other < labelCount && !used; other++) {
      used = full[code * labelCount + other]! > 0 || full[other * labelCount + code]! > 0;
    }
    if (used) present.push(code);
  }
  present.sort((a, b) => order[a]! - order[b]!);
  const size = present.length;
  const counts = new Float64Array(size * size);
  for (let t = 0; t < size; t++) {
    for (let q = 0; q < size; q++) counts[t * size + q] = full[present[t]! * labelCount + present[q]!]!;
  }
  return { size, counts, codes: present };
}

export function trueTotals(confusion: Confusion): Float64Array {
  const { size, counts } = confusion;
  const totals = new Float64Array(size);
  for (let t = 0; t < size; t++) for (let q = 0; q < size; q++) totals[t]! += counts[t * size + q]!;
  return totals;
}

export function predictedTotals(confusion: Confusion): Float64Array {
  const { size, counts } = confusion;
  const totals = new Float64Array(size);
  for (let t = 0; t < size; t++) for (let q = 0; q < size; q++) totals[q]! += counts[t * size + q]!;
  return totals;
}

export function diagonal(confusion: Confusion): Float64Array {
  const { size, counts } = confusion;
  const values = new Float64Array(size);
  for (let i = 0; i < size; i++) values[i] = counts[i * size + i]!;
  return values;
}

export function trace(confusion: Confusion): number {
  let sum = 0;
  for (let i = 0; i < confusion.size; i++) sum += confusion.counts[i * confusion.size + i]!;
  return sum;
}
