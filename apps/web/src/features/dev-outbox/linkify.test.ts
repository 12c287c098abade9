import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('finds links between text', () => {
    expect(linkify('Open http://localhost:3000/api/verify_mail?id=1&token=ab now.')).toEqual([
      { kind: 'text', value: 'Open ' },
      { kind: 'link', href: 'http://localhost:3000/api/verify_mail?id=1&token=ab' },
      { kind: 'text', value: ' now.' },
    ]);
  });

  it('leaves text without links alone', () => {
    expect(linkify('안녕하세요')).toEqual([{ kind: 'text', value: '안녕하세요' }]);
    expect(linkify('')).toEqual([]);
  });
});
