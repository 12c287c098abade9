import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@madang/contracts';
import { checkFileRules } from '../../../ui/file-rules.ts';
import { IMAGE_RULES } from './image-file.ts';
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

describe('IMAGE_RULES', () => {
  const image = (type: string, size: number) => ({ name: 'logo', type, size });

  it('takes PNG, JPEG and WebP up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(checkFileRules(image(type, 1000), IMAGE_RULES)).toBeNull();
    expect(checkFileRules(image('image/png', IMAGE_MAX_BYTES), IMAGE_RULES)).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(checkFileRules(image('image/svg+xml', 10), IMAGE_RULES)).toBe('type');
    expect(checkFileRules(image('image/gif', 10), IMAGE_RULES)).toBe('type');
    expect(checkFileRules(image('image/png', IMAGE_MAX_BYTES + 1), IMAGE_RULES)).toBe('size');
  });
});
