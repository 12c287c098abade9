import { decimalToDouble } from './eisel-lemire.ts';

const powersOfTen = Array.from({ length: 23 }, (_, i) => 10 ** i);
/** The decimal point less the digit zero. */
const pointDigit = 0x2e - 0x30;
const exactIntegerLimit = 2 ** 53;
const latin1 = new TextDecoder('latin1');
const textSpanBytes = 1 << 20;

/**
 * The bytes around the last slow-path number as one string: decoding a span once and taking
 * substrings is several times cheaper than decoding each number on its own.
 */
const textSpan: { bytes: Uint8Array; from: number; to: number; text: string } = { bytes: new Uint8Array(0), from: 0, to: 0, text: '' };

function numberFromText(bytes: Uint8Array, start: number, end: number): number {
  if (textSpan.bytes !== bytes || start < textSpan.from || end > textSpan.to) {
    const to = Math.min(bytes.length, Math.max(end, start + textSpanBytes));
    textSpan.bytes = bytes;
    textSpan.from = start;
    textSpan.to = to;
    textSpan.text = latin1.decode(bytes.subarray(start, to));
  }
  return Number(textSpan.text.substring(start - textSpan.from, end - textSpan.from));
}

/**
 * Parses a decimal number (`-12`, `3.5`, `.5`, `5.`, `1e-7`, surrounding spaces allowed) from
 * bytes. Returns NaN for anything else, including `nan`, `inf` and hexadecimal, so the caller can
 * refuse it. The result equals Number(text) bit for bit: a mantissa below 2^53 scaled by a power
 * of ten up to 10^22 is exact after one rounded operation (Clinger's fast path); forms with
 * up to 19 significant digits (the 17 of a float written in full) go through Eisel-Lemire on
 * an exact 64-bit mantissa; anything longer or rarer through Number(), which rounds correctly.
 */
export function parseNumber(bytes: Uint8Array, start: number, end: number): number {
  while (start < end && (bytes[start] === 0x20 || bytes[start] === 0x09)) start++;
  while (end > start && (bytes[end - 1] === 0x20 || bytes[end - 1] === 0x09)) end--;
  const value = parseNumberPrefix(bytes, start, end);
  return prefixEnd === end ? value : NaN;
}

/** Where the last parseNumberPrefix stopped; -1 when no number started there. */
let prefixEnd = -1;

export function numberPrefixEnd(): number {
  return prefixEnd;
}

/**
 * Parses the number that starts at `start` (no spaces) and stops at the first byte that cannot
 * continue it, or at `limit`; numberPrefixEnd() then tells where. A reader that finds a delimiter
 * there has read the field once, and the value is the one parseNumber gives for the bytes from
 * `start` to that point. NaN (and numberPrefixEnd() -1) when no number starts there.
 */
export function parseNumberPrefix(bytes: Uint8Array, start: number, limit: number): number {
  const end = limit;
  prefixEnd = -1;
  let i = start;
  const sign = bytes[i];
  const negative = sign === 0x2d;
  if (negative || sign === 0x2b) i++;
  // Zeros before the first other digit (and the point among them) are digits, not significant ones.
  let point = -1;
  let zeros = 0;
  while (i < end) {
    const b = bytes[i]!;
    if (b === 0x30) zeros++;
    else if (b !== 0x2e || point >= 0) break;
    else point = i;
    i++;
  }
  // The significant digits go eight at a time into a small integer and then into the mantissa:
  // one rounded step per eight digits instead of a chain of steps per digit.
  let mantissa = 0;
  // The mantissa modulo 2^32, exact: with the rounded double it gives the exact 64-bit mantissa.
  let mantissaLow = 0;
  let chunk = 0;
  let chunkDigits = 0;
  const significantStart = i;
  while (i < end) {
    const d = bytes[i]! - 0x30;
    if (d >= 0 && d <= 9) {
      chunk = chunk * 10 + d;
      if (++chunkDigits === 8) {
        mantissa = mantissa * 1e8 + chunk;
        mantissaLow = Math.imul(mantissaLow, 100000000) + chunk;
        chunk = 0;
        chunkDigits = 0;
      }
    } else if (d !== pointDigit || point >= 0) break;
    else point = i;
    i++;
  }
  const significant = i - significantStart - (point >= significantStart ? 1 : 0);
  if (zeros + significant === 0) return NaN;
  mantissa = mantissa * powersOfTen[chunkDigits]! + chunk;
  mantissaLow = Math.imul(mantissaLow, powersOfTen[chunkDigits]!) + chunk;
  let scale = point < 0 ? 0 : point + 1 - i;
  if (i < end && (bytes[i] === 0x65 || bytes[i] === 0x45)) {
    i++;
    const exponentSign = bytes[i];
    const exponentNegative = exponentSign === 0x2d;
    if (exponentNegative || exponentSign === 0x2b) i++;
    const exponentStart = i;
    let exponent = 0;
    while (i < end) {
      const d = bytes[i]! - 0x30;
      if (d < 0 || d > 9) break;
      if (exponent < 100000) exponent = exponent * 10 + d;
      i++;
    }
    if (i === exponentStart) return NaN;
    scale += exponentNegative ? -exponent : exponent;
  }
  prefixEnd = i;
  if (significant <= 16 && mantissa < exactIntegerLimit && scale >= -22 && scale <= 22) {
    const value = scale === 0 ? mantissa : scale > 0 ? mantissa * powersOfTen[scale]! : mantissa / powersOfTen[-scale]!;
    return negative ? -value : value;
  }
  if (significant <= 19) {
    // The rounding of at most three steps leaves the double within 2^12 of the exact mantissa
    // (below 10^19), far less than 2^31, so the high word is the rounded quotient.
    const low = mantissaLow >>> 0;
    const value = decimalToDouble(Math.round((mantissa - low) / 4294967296), low, scale, negative);
    if (!Number.isNaN(value)) return value;
  }
  return numberFromText(bytes, start, i);
}
