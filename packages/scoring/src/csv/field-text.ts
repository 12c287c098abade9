import type { CsvRecord } from './csv-record.ts';

const decoder = new TextDecoder('utf-8');

/** The text of one field, with doubled quotes of a quoted field turned back into one. */
export function readFieldText(record: CsvRecord, index: number): string {
  const text = decodeBytes(record.bytes, record.starts[index]!, record.ends[index]!);
  return record.escaped[index] === 1 ? text.replaceAll('""', '"') : text;
}

/** Decodes bytes already known to be UTF-8; short ASCII text skips the decoder. */
export function decodeBytes(bytes: Uint8Array, start: number, end: number): string {
  if (end - start <= 16) {
    let ascii = '';
    for (let i = start; i < end; i++) {
      const b = bytes[i]!;
      if (b >= 0x80) return decoder.decode(bytes.subarray(start, end));
      ascii += String.fromCharCode(b);
    }
    return ascii;
  }
  return decoder.decode(bytes.subarray(start, end));
}

/** The bytes of one field as its unescaped content (a copy only when quotes were doubled). */
export function readFieldBytes(record: CsvRecord, index: number): Uint8Array {
  const raw = record.bytes.subarray(record.starts[index]!, record.ends[index]!);
  return record.escaped[index] === 1 ? new TextEncoder().encode(readFieldText(record, index)) : raw;
}
