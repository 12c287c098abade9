import { decodeBytes } from '../csv/field-text.ts';

/**
 * Gives each distinct label a code while a file is read. Labels are few, so a short list of
 * byte strings is searched before falling back to a map keyed by the decoded text.
 */
export class LabelDictionary {
  readonly names: string[] = [];
  private readonly encoded: Uint8Array[] = [];
  private readonly byText = new Map<string, number>();
  private static readonly encoder = new TextEncoder();

  constructor(initial: Iterable<string> = []) {
    for (const name of initial) this.add(name);
  }

  /** The code of the label, adding it when `grow` is true; -1 when unknown and not growing. */
  codeOf(bytes: Uint8Array, start: number, end: number, grow: boolean): number {
    const length = end - start;
    const encoded = this.encoded;
    if (encoded.length <= 32) {
      for (let code = 0; code < encoded.length; code++) {
        const candidate = encoded[code]!;
        if (candidate.length !== length) continue;
        let same = true;
        for (let i = 0; i < length; i++) {
          if (candidate[i] !== bytes[start + i]) {
            same = false;
            break;
          }
        }
        if (same) return code;
      }
      return grow ? this.add(decodeBytes(bytes, start, end)) : -1;
    }
    const text = decodeBytes(bytes, start, end);
    const code = this.byText.get(text);
    if (code !== undefined) return code;
    return grow ? this.add(text) : -1;
  }

  /** The code of a label given as text, adding it if new. */
  add(name: string): number {
    const known = this.byText.get(name);
    if (known !== undefined) return known;
    const code = this.names.length;
    this.names.push(name);
    this.encoded.push(LabelDictionary.encoder.encode(name));
    this.byText.set(name, code);
    return code;
  }
}

/**
 * Each label's rank in sorted order, as numpy sorts the labels pandas reads: by value when every
 * label is a number, else by text.
 */
export function rankLabels(names: string[]): Int32Array {
  const allNumeric = names.every((name) => name.trim() !== '' && Number.isFinite(Number(name)));
  const order = names.map((_, code) => code);
  if (allNumeric) order.sort((a, b) => Number(names[a]) - Number(names[b]));
  else order.sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0));
  const ranks = new Int32Array(names.length);
  order.forEach((code, rank) => {
    ranks[code] = rank;
  });
  return ranks;
}
