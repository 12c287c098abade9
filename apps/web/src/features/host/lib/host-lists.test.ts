import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@madang/contracts';
import { imageFileProblem } from './image-file.ts';
import { readPastedEmails } from './invite-list.ts';

describe('readPastedEmails', () => {
  it('splits on commas, semicolons, spaces and lines, lower-cases and keeps each address once', () => {
    const pasted = 'Kim@Example.com, lee@example.com;\npark@example.com  kim@example.com\n<choi@example.com>\n\n';
    expect(readPastedEmails(pasted)).toEqual({ emails: ['kim@example.com', 'lee@example.com', 'park@example.com', 'choi@example.com'], malformed: [] });
  });

  it('names what cannot be an address', () => {
    expect(readPastedEmails('ok@example.com, nope, x@y')).toEqual({ emails: ['ok@example.com', 'nope', 'x@y'], malformed: ['nope', 'x@y'] });
    expect(readPastedEmails(' \n ,; ')).toEqual({ emails: [], malformed: [] });
  });
});

describe('imageFileProblem', () => {
  it('takes PNG, JPEG and WebP up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(imageFileProblem({ type, size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('size');
  });
});
