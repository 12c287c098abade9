/**
 * Eisel and Lemire's conversion of w × 10^q to the nearest double (Lemire, "Number Parsing at a
 * Gigabyte per Second", 2021, as in fast_float), for a decimal mantissa w below 2^64 held exactly
 * as two 32-bit words. It multiplies w by a 128-bit approximation of 5^q and rounds the top bits,
 * so 17- to 19-digit numbers need no string and no Number(). JavaScript has no 64-bit multiply:
 * products are built from 32 × 16-bit pieces, which doubles hold exactly. Returns NaN for the
 * rare cases it leaves to Number() (subnormal or out-of-range results, an undecided product).
 */

const smallestPower = -342;
const largestPower = 308;
const two32 = 4294967296;
const inverse16 = 1 / 65536;
const inverse32 = 1 / two32;

/** The 128-bit truncated 5^q of fast_float's table as four 32-bit words, filled on first use. */
const powerWords = new Uint32Array((largestPower - smallestPower + 1) * 4);
const powerReady = new Uint8Array(largestPower - smallestPower + 1);

function fillPower(q: number): void {
  let value: bigint;
  if (q >= 0) {
    value = 5n ** BigInt(q);
    while (value < 1n << 127n) value <<= 1n;
    while (value >= 1n << 128n) value >>= 1n;
  } else {
    const power5 = 5n ** BigInt(-q);
    const bits = BigInt((power5 - 1n).toString(2).length);
    const z = power5 === 1n ? 0n : bits;
    value = q >= -27 ? (1n << (z + 127n)) / power5 + 1n : (1n << (2n * z + 128n)) / power5 + 1n;
    while (value >= 1n << 128n) value >>= 1n;
  }
  const at = (q - smallestPower) * 4;
  for (let word = 0; word < 4; word++) powerWords[at + word] = Number((value >> BigInt(96 - 32 * word)) & 0xffffffffn);
  powerReady[q - smallestPower] = 1;
}

// Results of multiply32 (0: high, 1: low) and multiply64 (2..5: words 3..0), in a typed array:
// values above 2^31 kept in plain variables outside a function would be boxed at every store.
const result = new Float64Array(6);

/** a × b for 32-bit a and b, into result[0] (high word) and result[1] (low word). */
function multiply32(a: number, b: number): void {
  const x = a * (b & 0xffff);
  const y = a * (b >>> 16);
  const t = x + ((y >>> 0) & 0xffff) * 65536;
  result[1] = t >>> 0;
  // Truncating conversions are floors here: every quotient is non-negative and below 2^32.
  result[0] = ((y * inverse16) >>> 0) + ((t * inverse32) >>> 0);
}

/** (a1:a0) × (b1:b0) as the 128-bit result[2]:result[3]:result[4]:result[5]. */
function multiply64(a1: number, a0: number, b1: number, b0: number): void {
  multiply32(a0, b0);
  const low = result[1]!;
  let middle = result[0]!;
  multiply32(a0, b1);
  middle += result[1]!;
  let upper = result[0]!;
  multiply32(a1, b0);
  middle += result[1]!;
  upper += result[0]!;
  multiply32(a1, b1);
  upper += result[1]! + ((middle * inverse32) >>> 0);
  result[5] = low;
  result[4] = middle >>> 0;
  result[3] = upper >>> 0;
  result[2] = result[0]! + ((upper * inverse32) >>> 0);
}

const bitsOut = new Float64Array(1);
const bitsIn = new Uint32Array(bitsOut.buffer);
const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** The double nearest to (high × 2^32 + low) × 10^q, or NaN when Number() has to decide. */
export function decimalToDouble(high: number, low: number, q: number, negative: boolean): number {
  if (!littleEndian || q < smallestPower || q > largestPower) return NaN;
  if (high === 0 && low === 0) return negative ? -0 : 0;
  if (powerReady[q - smallestPower] === 0) fillPower(q);
  // Normalize w so that its top bit is set.
  const leadingZeros = high !== 0 ? Math.clz32(high) : 32 + Math.clz32(low);
  let w1: number;
  let w0: number;
  if (leadingZeros >= 32) {
    w1 = low << (leadingZeros - 32);
    w0 = 0;
  } else if (leadingZeros > 0) {
    w1 = (high << leadingZeros) | (low >>> (32 - leadingZeros));
    w0 = low << leadingZeros;
  } else {
    w1 = high;
    w0 = low;
  }
  w1 >>>= 0;
  w0 >>>= 0;
  const at = (q - smallestPower) * 4;
  multiply64(w1, w0, powerWords[at]!, powerWords[at + 1]!);
  let r3 = result[2]!;
  let r2 = result[3]!;
  let r1 = result[4]!;
  let r0 = result[5]!;
  // The bits below the 55 kept ones are all set: the lower half of 5^q may carry into them.
  if ((r2 & 0x1ff) === 0x1ff) {
    multiply64(w1, w0, powerWords[at + 2]!, powerWords[at + 3]!);
    const sum0 = r0 + result[3]!;
    const sum1 = r1 + result[2]! + ((sum0 * inverse32) >>> 0);
    r0 = sum0 >>> 0;
    r1 = sum1 >>> 0;
    if (sum1 >= two32) {
      const carried = r2 + 1;
      r2 = carried >>> 0;
      if (carried >= two32) r3 = (r3 + 1) >>> 0;
    }
  }
  // All ones below the kept bits even so: only decided where 5^q is exact in 128 bits.
  if (r1 === 0xffffffff && r0 === 0xffffffff && (q < -27 || q > 55)) return NaN;
  const upperBit = r3 >>> 31;
  const shift = upperBit + 9;
  // mantissa = (r3:r2) >> shift, 54 bits, as mantissaHigh (22 bits) : mantissaLow (32 bits).
  const mantissaHigh = r3 >>> shift;
  let mantissaLow = ((r3 << (32 - shift)) | (r2 >>> shift)) >>> 0;
  let power2 = ((217706 * q) >> 16) + 63 + upperBit - leadingZeros + 1023;
  if (power2 <= 0) return NaN;
  // Exactly halfway between two doubles: round to even rather than up.
  if (r1 === 0 && r0 <= 1 && q >= -4 && q <= 23 && (mantissaLow & 3) === 1 && (r2 & ((1 << shift) - 1)) === 0) mantissaLow -= 1;
  let mantissa = mantissaHigh * 2147483648 + (mantissaLow >>> 1) + (mantissaLow & 1);
  if (mantissa >= 9007199254740992) {
    mantissa = 4503599627370496;
    power2++;
  }
  if (power2 >= 0x7ff) return NaN;
  const fraction = mantissa - 4503599627370496;
  bitsIn[0] = fraction >>> 0;
  bitsIn[1] = ((negative ? 0x80000000 : 0) | (power2 << 20) | (fraction * inverse32)) >>> 0;
  return bitsOut[0]!;
}
