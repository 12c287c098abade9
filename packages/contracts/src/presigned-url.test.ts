import { describe, expect, it } from 'vitest';
import { presignedUrlQuerySchema } from './platform.ts';

describe('the signed-link query', () => {
  it('signs for 60 s when the caller names no lifetime (spec section 9)', () => {
    expect(presignedUrlQuerySchema.parse({ objectKey: 'policy/privacy.ko.md' }).expiresIn).toBe(60);
  });

  it('takes a lifetime from the query string, within a second and an hour', () => {
    expect(presignedUrlQuerySchema.parse({ objectKey: 'a', expiresIn: '300' }).expiresIn).toBe(300);
    expect(presignedUrlQuerySchema.safeParse({ objectKey: 'a', expiresIn: '0' }).success).toBe(false);
    expect(presignedUrlQuerySchema.safeParse({ objectKey: 'a', expiresIn: '3601' }).success).toBe(false);
  });
});
