import { describe, expect, it } from 'vitest';
import { numberPrefixEnd, parseNumber, parseNumberPrefix } from './parse-number.ts';

const encoder = new TextEncoder();
/** parseNumber of the text, checked against parseNumberPrefix reading on past the field. */
const parse = (text: string): number => {
  const bytes = encoder.encode(`,${text},1`);
  const fieldEnd = bytes.length - 2;
  const value = parseNumber(bytes, 1, fieldEnd);
  if (!/[ \t]/.test(text)) {
    const prefix = parseNumberPrefix(bytes, 1, bytes.length);
    const stoppedAtComma = numberPrefixEnd() === fieldEnd;
    if (stoppedAtComma && !Object.is(prefix, value)) throw new Error(`${text}: prefix ${prefix} != ${value}`);
    if (!Number.isNaN(value) && !stoppedAtComma) throw new Error(`${text}: prefix stopped at ${numberPrefixEnd()}`);
  }
  return value;
};

describe('parseNumber', () => {
  it('equals Number(text) bit for bit', () => {
    let seed = 42;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const forms: ((x: number) => string)[] = [
      (x) => String(x),
      (x) => x.toFixed(Math.floor(random() * 12)),
      (x) => x.toExponential(Math.floor(random() * 20)),
      (x) => x.toPrecision(1 + Math.floor(random() * 21)),
      (x) => String(Math.round(x * 1e6)),
    ];
    for (let i = 0; i < 200_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 40 - 20);
      const x = (random() - 0.3) * magnitude;
      const text = forms[i % forms.length]!(x);
      const parsed = parse(text);
      if (!Object.is(parsed, Number(text))) throw new Error(`${text}: ${parsed} != ${Number(text)}`);
    }
  });

  it('equals Number(text) for 17- to 19-digit mantissas, subnormals, halfway cases and wide exponents', () => {
    let seed = 4242;
    const random = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const bits = new Float64Array(1);
    const words = new Uint32Array(bits.buffer);
    const randomDouble = (): number => {
      do {
        words[0] = Math.floor(random() * 2 ** 32);
        words[1] = Math.floor(random() * 2 ** 32);
      } while (!Number.isFinite(bits[0]!));
      return bits[0]!;
    };
    const digits = (count: number): string => {
      let text = String(1 + Math.floor(random() * 9));
      for (let i = 1; i < count; i++) text += String(Math.floor(random() * 10));
      return text;
    };
    const forms: (() => string)[] = [
      // Shortest round-trip text of any double: up to 17 digits, every exponent, subnormals.
      () => String(randomDouble()),
      // As pandas writes probabilities and predictions.
      () => String(random()),
      () => String((random() - 0.5) * 10 ** Math.floor(random() * 30 - 10)),
      // 17 to 19 significant digits, with a point anywhere and an exponent.
      () => {
        const mantissa = digits(17 + Math.floor(random() * 3));
        const point = Math.floor(random() * (mantissa.length + 1));
        const exponent = random() < 0.5 ? '' : `e${Math.floor(random() * 700 - 350)}`;
        return `${random() < 0.5 ? '-' : ''}${mantissa.slice(0, point)}.${mantissa.slice(point)}${exponent}`;
      },
      // Exactly halfway between two doubles (a 54-bit odd integer), and next to halfway.
      () => {
        const halfway = BigInt(2 ** 53 + Math.floor(random() * 2 ** 52)) * 2n + 1n;
        const shifted = halfway + BigInt(Math.floor(random() * 3) - 1);
        return `${shifted}${random() < 0.5 ? '' : `e${Math.floor(random() * 40 - 20)}`}`;
      },
      // Around the subnormal and overflow boundaries.
      () => `${digits(1 + Math.floor(random() * 19))}e${random() < 0.5 ? -(300 + Math.floor(random() * 50)) : 290 + Math.floor(random() * 30)}`,
      () => `0.${'0'.repeat(Math.floor(random() * 30))}${digits(17)}`,
    ];
    for (let i = 0; i < 350_000; i++) {
      const text = forms[i % forms.length]!();
      const parsed = parse(text);
      if (!Object.is(parsed, Number(text))) throw new Error(`${text}: ${parsed} != ${Number(text)}`);
    }
  });

  it('reads digits in groups of eight wherever the point and the leading zeros fall', () => {
    let seed = 7;
    const digit = (): string => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return String(seed % 10);
    };
    for (let length = 1; length <= 25; length++) {
      for (let point = -1; point <= length; point++) {
        for (let zeros = 0; zeros <= 9; zeros += 3) {
          const body = Array.from({ length }, digit).join('');
          const text = '0'.repeat(zeros) + (point < 0 ? body : `${body.slice(0, point)}.${body.slice(point)}`);
          for (const form of [text, `-${text}`, `${text}e-5`]) expect(Object.is(parse(form), Number(form)), form).toBe(true);
        }
      }
    }
  });

  it('reads the plain decimal forms', () => {
    expect(parse('12')).toBe(12);
    expect(parse('-0')).toBe(-0);
    expect(parse('+3.5')).toBe(3.5);
    expect(parse('.5')).toBe(0.5);
    expect(parse('5.')).toBe(5);
    expect(parse('1e-7')).toBe(1e-7);
    expect(parse('1E+22')).toBe(1e22);
    expect(parse(' 0.25\t')).toBe(0.25);
    expect(parse('0.1000000000000000055511151231257827')).toBe(0.1);
    expect(parse('9007199254740993')).toBe(9007199254740992);
    expect(parse('0.35073852688074114')).toBe(0.35073852688074114);
    expect(parse('18446744073709551615')).toBe(2 ** 64);
    expect(parse('9999999999999999999e-19')).toBe(1);
    expect(parse('4.9406564584124654e-324')).toBe(5e-324);
    expect(parse('1.7976931348623157e308')).toBe(Number.MAX_VALUE);
    expect(parse('1.7976931348623159e308')).toBe(Infinity);
    expect(parse('-0.00000000000000000000')).toBe(-0);
    expect(parse('1e400')).toBe(Infinity);
  });

  it('returns NaN for anything else', () => {
    for (const text of ['', ' ', '.', '-', '+.', 'e5', '1e', '1e+', 'NaN', 'nan', 'inf', 'Infinity', '0x10', '1_000', '1,5', '1.2.3', '--1', '١']) {
      expect(parse(text), text).toBeNaN();
    }
  });
});
