import { describe, expect, it } from 'vitest';
import { checkFileRules, describeAccept } from './file-rules.ts';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('checkFileRules', () => {
  it('accepts a file whose extension is listed, in any letter case', () => {
    expect(checkFileRules(file('Train.CSV', '', 10), { accept: ['.csv'] })).toBeNull();
  });

  it('refuses a file whose extension is not listed, whatever its type says', () => {
    expect(checkFileRules(file('train.csv.exe', 'text/csv', 10), { accept: ['.csv'] })).toBe('type');
  });

  it('matches MIME types exactly and type families by prefix', () => {
    expect(checkFileRules(file('a.png', 'image/png', 10), { accept: ['image/png', 'image/jpeg'] })).toBeNull();
    expect(checkFileRules(file('a.gif', 'image/gif', 10), { accept: ['image/png', 'image/jpeg'] })).toBe('type');
    expect(checkFileRules(file('a.gif', 'image/gif', 10), { accept: ['image/*'] })).toBeNull();
    expect(checkFileRules(file('a.txt', 'text/plain', 10), { accept: ['image/*'] })).toBe('type');
  });

  it('takes any of the listed kinds', () => {
    expect(checkFileRules(file('book.ipynb', 'application/octet-stream', 10), { accept: ['application/json', '.ipynb'] })).toBeNull();
  });

  it('refuses an empty file and one over the size limit, and allows exactly the limit', () => {
    expect(checkFileRules(file('a.csv', 'text/csv', 0), {})).toBe('empty');
    expect(checkFileRules(file('a.csv', 'text/csv', 1025), { maxBytes: 1024 })).toBe('size');
    expect(checkFileRules(file('a.csv', 'text/csv', 1024), { maxBytes: 1024 })).toBeNull();
  });

  it('checks the type before the size, so a wrong kind is named as such', () => {
    expect(checkFileRules(file('a.exe', '', 5000), { accept: ['.csv'], maxBytes: 10 })).toBe('type');
  });

  it('has no rule when the caller gives none but a non-empty file', () => {
    expect(checkFileRules(file('anything.bin', '', 1), {})).toBeNull();
  });
});

describe('describeAccept', () => {
  it("keeps extensions, names MIME types by their subtype and families by the caller's words, once each", () => {
    expect(describeAccept(['.zip', 'image/png', 'image/*', 'image/png'], (family) => `${family} files`)).toBe('.zip, PNG, image files');
  });
});
