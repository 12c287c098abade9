import { describe, expect, it } from 'vitest';
import { imageMarkdown, insertBlock } from './insert-markdown.ts';

describe('imageMarkdown', () => {
  it('uses the file name as the alt text, without what would break the markdown', () => {
    expect(imageMarkdown('chart [v2] (final).png', '/api/v1/images/a.png', 'image')).toBe('![chart v2 final](/api/v1/images/a.png)');
    expect(imageMarkdown('.png', '/api/v1/images/a.png', '이미지')).toBe('![이미지](/api/v1/images/a.png)');
  });
});

describe('insertBlock', () => {
  it('puts the block on a line of its own at the caret and moves the caret after it', () => {
    expect(insertBlock('', 0, 'B')).toEqual({ text: 'B\n', caret: 2 });
    expect(insertBlock('ab', 1, 'B')).toEqual({ text: 'a\nB\nb', caret: 4 });
    expect(insertBlock('a\n', 2, 'B')).toEqual({ text: 'a\nB\n', caret: 4 });
    expect(insertBlock('a\nb', 2, 'B')).toEqual({ text: 'a\nB\nb', caret: 4 });
    expect(insertBlock('ab', 99, 'B')).toEqual({ text: 'ab\nB\n', caret: 5 });
  });
});
