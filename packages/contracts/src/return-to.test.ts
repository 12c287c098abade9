import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-to.ts';

// Every one of these was, or could become, a way off the site once a browser or a second decoding reads it.
const hostile = [
  '/\t/evil.example/phish',
  '/%09/evil.example/phish',
  '/\n/evil.example',
  '/%0A/evil.example',
  '/\r/evil.example',
  '/%0D/evil.example',
  '/%0d%0aSet-Cookie:%20x=1',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '\\\\evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%252F/evil.example',
  '/%25252F%25252Fevil.example',
  '/%255C/evil.example',
  '/%2509/evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/ /evil.example',
  ' //evil.example',
  '\t//evil.example',
  'https://evil.example',
  'http:evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
  `/${'a'.repeat(2000)}`,
];

const friendly: [string, string][] = [
  ['/', '/'],
  ['/en', '/en'],
  ['/competitions?page=2', '/competitions?page=2'],
  ['/en/talkboard/3#comments', '/en/talkboard/3#comments'],
  ['/search?keyword=%ED%95%9C%EA%B8%80', '/search?keyword=%ED%95%9C%EA%B8%80'],
  ['/search?keyword=한글', '/search?keyword=%ED%95%9C%EA%B8%80'],
  ['/search?keyword=100%25', '/search?keyword=100%25'],
  ['/a/../b', '/b'],
  ['/javascript:alert(1)', '/javascript:alert(1)'],
];

describe('safeReturnPath', () => {
  it.each(hostile)('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each(friendly)('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
