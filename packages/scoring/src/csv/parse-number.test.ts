import { describe, expect, it } from 'vitest';
import { parseNumber } from './parse-number.ts';

const encoder = new TextEncoder();
const parse = (text: string): number => {
  const bytes = encoder.encode(`,${text},`);
  return parseNumber(bytes, 1, bytes.length - 1);
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
    expect(parse('1e400')).toBe(Infinity);
  });

  it('returns NaN for anything else', () => {
    for (const text of ['', ' ', '.', '-', '+.', 'e5', '1e', '1e+', 'NaN', 'nan', 'inf', 'Infinity', '0x10', '1_000', '1,5', '1.2.3', '--1', '١']) {
      expect(parse(text), text).toBeNaN();
    }
  });
});
