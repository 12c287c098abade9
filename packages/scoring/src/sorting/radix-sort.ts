/**
 * Least-significant-digit radix sorts over typed arrays. A comparison sort of a million numbers
 * costs about 20 comparisons each; these read and move each value a fixed number of times
 * (11-bit digits, a pass skipped when every value has the same digit there).
 */

const digitBits = 11;
const digitCount = 1 << digitBits;
const digitMask = digitCount - 1;
/** Below this length the built-in sort is as fast and needs no scratch memory. */
const smallLength = 512;

/**
 * Sorts in place into ascending numeric order, exactly as Float64Array.prototype.sort does
 * (-0 before +0); values must not be NaN.
 */
export function sortFloat64(values: Float64Array): void {
  const n = values.length;
  if (n < smallLength) {
    values.sort();
    return;
  }
  const words = new Uint32Array(values.buffer, values.byteOffset, n * 2);
  toSortableBits(words, n);
  const counts = countDigits64(words, n);
  let source: Float64Array = values;
  let target: Float64Array = new Float64Array(n);
  for (let pass = 0; pass < 6; pass++) {
    const offsets = counts.subarray(pass * digitCount, (pass + 1) * digitCount);
    if (isSingleDigit(offsets, n)) continue;
    toStarts(offsets);
    const sourceWords = new Uint32Array(source.buffer, source.byteOffset, n * 2);
    const shift = (pass * digitBits) % 32;
    if (pass < 2) {
      for (let i = 0; i < n; i++) target[offsets[(sourceWords[2 * i]! >>> shift) & digitMask]!++] = source[i]!;
    } else if (pass === 2) {
      // Bits 22..31 of the low word and bit 0 of the high word.
      for (let i = 0; i < n; i++) target[offsets[((sourceWords[2 * i]! >>> 22) | (sourceWords[2 * i + 1]! << 10)) & digitMask]!++] = source[i]!;
    } else {
      for (let i = 0; i < n; i++) target[offsets[(sourceWords[2 * i + 1]! >>> shift) & digitMask]!++] = source[i]!;
    }
    const swap = source;
    source = target;
    target = swap;
  }
  if (source !== values) values.set(source);
  fromSortableBits(words, n);
}

/**
 * Each double as two 32-bit words (little-endian: low word first), mapped so that unsigned
 * order of (high, low) is numeric order: negative values have every bit flipped, others the sign.
 */
function toSortableBits(words: Uint32Array, n: number): void {
  for (let i = 0; i < n; i++) {
    const high = words[2 * i + 1]!;
    if (high >>> 31 === 1) {
      words[2 * i] = ~words[2 * i]!;
      words[2 * i + 1] = ~high;
    } else words[2 * i + 1] = high | 0x80000000;
  }
}

/** Undoes toSortableBits. */
function fromSortableBits(words: Uint32Array, n: number): void {
  for (let i = 0; i < n; i++) {
    const high = words[2 * i + 1]!;
    if (high >>> 31 === 0) {
      words[2 * i] = ~words[2 * i]!;
      words[2 * i + 1] = ~high;
    } else words[2 * i + 1] = high & 0x7fffffff;
  }
}

/**
 * Digit counts of 64-bit keys for the six passes: bits 0-10, 11-21, 22-32, 33-43, 44-54, 55-63
 * (the last digit has 9 bits).
 */
function countDigits64(words: Uint32Array, n: number): Int32Array {
  const counts = new Int32Array(6 * digitCount);
  for (let i = 0; i < n; i++) {
    const low = words[2 * i]!;
    const high = words[2 * i + 1]!;
    counts[low & digitMask]!++;
    counts[digitCount + ((low >>> 11) & digitMask)]!++;
    counts[2 * digitCount + (((low >>> 22) | (high << 10)) & digitMask)]!++;
    counts[3 * digitCount + ((high >>> 1) & digitMask)]!++;
    counts[4 * digitCount + ((high >>> 12) & digitMask)]!++;
    counts[5 * digitCount + (high >>> 23)]!++;
  }
  return counts;
}

function isSingleDigit(counts: Int32Array, n: number): boolean {
  for (let d = 0; d < counts.length; d++) if (counts[d] !== 0) return counts[d] === n;
  return true;
}

/** Turns digit counts into the start of each digit's run. */
function toStarts(counts: Int32Array): void {
  let total = 0;
  for (let d = 0; d < counts.length; d++) {
    const count = counts[d]!;
    counts[d] = total;
    total += count;
  }
}
