/**
 * Sorts scores together with the rows they came from, for a metric that ranks the scores before
 * it knows each row's class. A most-significant-digit radix sort: a range is spread by its top
 * varying bits (up to 16 of them; bits that every value in the range shares are skipped), and
 * each part the same way on its own bits, down to runs short enough for insertion. A million
 * scores move about twice, the second time within the cache, where a least-significant-digit
 * sort moves every score once per digit (six times) through a scratch copy of the whole column.
 */

/** Runs up to this length are sorted by insertion. */
const insertionLength = 24;
const maxDigitBits = 16;

/**
 * Sorts in place into ascending numeric order, exactly as Float64Array.prototype.sort does
 * (-0 before +0; values must not be NaN), and returns where each value came from: `order[i]` is
 * the index, before sorting, of the value now at i (equal values keep their order).
 */
export function sortFloat64WithOrder(values: Float64Array): Int32Array {
  const n = values.length;
  const order = new Int32Array(n);
  if (n <= insertionLength) {
    for (let i = 0; i < n; i++) order[i] = i;
    insertionSort(values, order, 0, n);
    return order;
  }
  new OrderSort(values, order).sortAll();
  return order;
}

class OrderSort {
  private readonly words: Uint32Array;
  /** Digit counts, one array per depth: a range's counts stay whole while its parts are sorted. */
  private readonly counts: Int32Array[] = [];
  private scratchValues = new Float64Array(1 << 12);
  private scratchOrder = new Int32Array(1 << 12);
  private digitShift = 0;
  private digitMask = 0;

  constructor(
    private readonly values: Float64Array,
    private readonly order: Int32Array,
  ) {
    this.words = new Uint32Array(values.buffer, values.byteOffset, values.length * 2);
  }

  /** The first spread writes each value's row directly, so no column of rows is copied. */
  sortAll(): void {
    const { values, order, words } = this;
    const n = values.length;
    const digitCount = this.chooseDigit(0, n);
    if (digitCount === 0) {
      for (let i = 0; i < n; i++) order[i] = i;
      return;
    }
    const counts = this.countsAt(0);
    const shift = this.digitShift;
    const mask = this.digitMask;
    counts.fill(0, 0, digitCount);
    for (let i = 0; i < n; i++) counts[digitOf(words[2 * i + 1]!, words[2 * i]!, shift, mask)]!++;
    toStarts(counts, digitCount);
    const spread = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const at = counts[digitOf(words[2 * i + 1]!, words[2 * i]!, shift, mask)]!++;
      spread[at] = values[i]!;
      order[at] = i;
    }
    values.set(spread);
    this.sortParts(counts, digitCount, 0, 1);
  }

  /** Sorts values and order in [start, end), already ordered by every bit above the range's own. */
  private sortRange(start: number, end: number, depth: number): void {
    const length = end - start;
    if (length <= insertionLength) {
      insertionSort(this.values, this.order, start, end);
      return;
    }
    const digitCount = this.chooseDigit(start, end);
    // Every value the same: the range is already in the order of its rows.
    if (digitCount === 0) return;
    const { values, order, words } = this;
    const counts = this.countsAt(depth);
    const shift = this.digitShift;
    const mask = this.digitMask;
    counts.fill(0, 0, digitCount);
    for (let i = start; i < end; i++) counts[digitOf(words[2 * i + 1]!, words[2 * i]!, shift, mask)]!++;
    toStarts(counts, digitCount);
    if (this.scratchValues.length < length) {
      this.scratchValues = new Float64Array(length);
      this.scratchOrder = new Int32Array(length);
    }
    const spreadValues = this.scratchValues;
    const spreadOrder = this.scratchOrder;
    for (let i = start; i < end; i++) {
      const at = counts[digitOf(words[2 * i + 1]!, words[2 * i]!, shift, mask)]!++;
      spreadValues[at] = values[i]!;
      spreadOrder[at] = order[i]!;
    }
    // Back in place before the parts are sorted, so that they can use the scratch in turn.
    values.set(spreadValues.subarray(0, length), start);
    order.set(spreadOrder.subarray(0, length), start);
    this.sortParts(counts, digitCount, start, depth + 1);
  }

  /** After a spread, counts[d] is where part d ends (relative to start). */
  private sortParts(counts: Int32Array, digitCount: number, start: number, depth: number): void {
    let partStart = 0;
    for (let d = 0; d < digitCount; d++) {
      const partEnd = counts[d]!;
      if (partEnd - partStart > 1) this.sortRange(start + partStart, start + partEnd, depth);
      partStart = partEnd;
    }
  }

  /**
   * Sets the digit for [start, end): the top varying bits of the values' sortable keys, as many as
   * the range's length calls for. Returns how many digit values there are; 0 when all are equal.
   */
  private chooseDigit(start: number, end: number): number {
    const values = this.values;
    let lowest = start;
    let highest = start;
    for (let i = start + 1; i < end; i++) {
      const value = values[i]!;
      if (value < values[lowest]! || (value === 0 && values[lowest] === 0 && 1 / value < 0)) lowest = i;
      else if (value > values[highest]! || (value === 0 && values[highest] === 0 && 1 / value > 0)) highest = i;
    }
    const words = this.words;
    const highBits = keyHigh(words[2 * lowest + 1]!) ^ keyHigh(words[2 * highest + 1]!);
    const lowBits = keyLow(words[2 * lowest + 1]!, words[2 * lowest]!) ^ keyLow(words[2 * highest + 1]!, words[2 * highest]!);
    const varyingBits = highBits !== 0 ? 64 - Math.clz32(highBits) : 32 - Math.clz32(lowBits);
    if (varyingBits === 0) return 0;
    const digitBits = Math.min(varyingBits, maxDigitBits, Math.max(5, 32 - Math.clz32(end - start)));
    this.digitShift = varyingBits - digitBits;
    this.digitMask = (1 << digitBits) - 1;
    return 1 << digitBits;
  }

  private countsAt(depth: number): Int32Array {
    return (this.counts[depth] ??= new Int32Array(1 << maxDigitBits));
  }
}

/**
 * A double's bits (high and low words) mapped so that unsigned order of (high, low) is numeric
 * order: negative values have every bit flipped, others the sign bit.
 */
function keyHigh(high: number): number {
  return (high ^ ((high >> 31) | 0x80000000)) >>> 0;
}

function keyLow(high: number, low: number): number {
  return (low ^ (high >> 31)) >>> 0;
}

/** The digit of bits [shift, shift + digit bits) of the 64-bit sortable key of (high, low). */
function digitOf(high: number, low: number, shift: number, mask: number): number {
  if (shift >= 32) return (keyHigh(high) >>> (shift - 32)) & mask;
  if (shift === 0) return keyLow(high, low) & mask;
  return ((keyLow(high, low) >>> shift) | (keyHigh(high) << (32 - shift))) & mask;
}

/** Turns the first `digitCount` counts into the start of each digit's part. */
function toStarts(counts: Int32Array, digitCount: number): void {
  let total = 0;
  for (let d = 0; d < digitCount; d++) {
    const count = counts[d]!;
    counts[d] = total;
    total += count;
  }
}

/** Whether value a (from row aRow) comes before value b (from row bRow): -0 before +0, then by row. */
function comesBefore(a: number, aRow: number, b: number, bRow: number): boolean {
  if (a !== b) return a < b;
  if (a === 0) {
    const aNegative = 1 / a < 0;
    if (aNegative !== 1 / b < 0) return aNegative;
  }
  return aRow < bRow;
}

function insertionSort(values: Float64Array, order: Int32Array, start: number, end: number): void {
  for (let i = start + 1; i < end; i++) {
    const value = values[i]!;
    const row = order[i]!;
    let j = i - 1;
    while (j >= start && comesBefore(value, row, values[j]!, order[j]!)) {
      values[j + 1] = values[j]!;
      order[j + 1] = order[j]!;
      j--;
    }
    values[j + 1] = value;
    order[j + 1] = row;
  }
}
