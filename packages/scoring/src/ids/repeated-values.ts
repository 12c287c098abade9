/** Parts of up to this many values are sorted by insertion; larger ones by the built-in sort. */
const insertionLength = 32;

/**
 * The values that occur more than once. The values are spread by their top 16 bits into one copy
 * and each part is sorted on its own: two passes over a million hashes and small sorts within
 * the cache, where a full sort would pass over them four times through two copies.
 */
export function repeatedValues(values: Uint32Array): Set<number> {
  const repeated = new Set<number>();
  const n = values.length;
  if (n < 2) return repeated;
  const ends = new Int32Array(1 << 16);
  for (let i = 0; i < n; i++) ends[values[i]! >>> 16]!++;
  let total = 0;
  for (let d = 0; d < ends.length; d++) {
    const count = ends[d]!;
    ends[d] = total;
    total += count;
  }
  const spread = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const value = values[i]!;
    spread[ends[value >>> 16]!++] = value;
  }
  // ends[d] is now where part d ends.
  let start = 0;
  for (let d = 0; d < ends.length; d++) {
    const end = ends[d]!;
    if (end - start > 1) {
      sortPart(spread, start, end);
      for (let i = start + 1; i < end; i++) if (spread[i] === spread[i - 1]) repeated.add(spread[i]!);
    }
    start = end;
  }
  return repeated;
}

function sortPart(values: Uint32Array, start: number, end: number): void {
  if (end - start > insertionLength) {
    values.subarray(start, end).sort();
    return;
  }
  for (let i = start + 1; i < end; i++) {
    const value = values[i]!;
    let j = i - 1;
    while (j >= start && values[j]! > value) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = value;
  }
}
