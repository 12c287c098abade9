import { describe, expect, it } from 'vitest';
import { checkFileBeforeUpload, checkRows, countDataRows } from './file-check.ts';

const rules = { file_extension: 'csv', max_file_bytes: 1000, max_rows: 2 };
const encode = (text: string) => new TextEncoder().encode(text);

describe('checkFileBeforeUpload', () => {
  it('accepts a short plain name with the required extension', () => {
    expect(checkFileBeforeUpload({ name: 'submission_v2-final.csv', size: 10 }, rules)).toBeNull();
  });

  it('asks for the required extension first', () => {
    expect(checkFileBeforeUpload({ name: 'submission.xlsx', size: 10 }, rules)).toEqual({ key: 'wrongExtension', extension: 'csv' });
    expect(checkFileBeforeUpload({ name: 'submission', size: 10 }, rules)).toEqual({ key: 'wrongExtension', extension: 'csv' });
  });

  it('refuses spaces, Korean, symbols and names over 30 characters', () => {
    for (const name of ['my file.csv', '제출.csv', 'a#b.csv', 'a&b.csv', 'a?b.csv', `${'a'.repeat(27)}.csv`]) {
      expect(checkFileBeforeUpload({ name, size: 10 }, rules)).toEqual({ key: 'fileName' });
    }
    expect(checkFileBeforeUpload({ name: `${'a'.repeat(26)}.csv`, size: 10 }, rules)).toBeNull();
  });

  it('refuses empty and oversized files', () => {
    expect(checkFileBeforeUpload({ name: 'a.csv', size: 0 }, rules)).toEqual({ key: 'emptyFile' });
    expect(checkFileBeforeUpload({ name: 'a.csv', size: 1001 }, rules)).toEqual({ key: 'fileSize', limit: 1000 });
  });
});

describe('row limit', () => {
  it('counts lines after the header, with or without a final newline', () => {
    expect(countDataRows(encode(''))).toBe(0);
    expect(countDataRows(encode('id,y\n'))).toBe(0);
    expect(countDataRows(encode('id,y\n1,2\n2,3'))).toBe(2);
    expect(countDataRows(encode('id,y\n1,2\n2,3\n'))).toBe(2);
  });

  it('refuses a CSV with more data rows than allowed', async () => {
    expect(await checkRows(new Blob(['id,y\n1,2\n2,3\n']), rules)).toBeNull();
    expect(await checkRows(new Blob(['id,y\n1,2\n2,3\n3,4\n']), rules)).toEqual({ key: 'tooManyRows', limit: 2 });
  });
});
