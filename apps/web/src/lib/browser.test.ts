import { describe, expect, it } from 'vitest';
import { shouldReloadAfterChunkError } from './browser.ts';

describe('shouldReloadAfterChunkError', () => {
  it('reloads the first time', () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
  });

  it('does not reload twice within 60 seconds', () => {
    expect(shouldReloadAfterChunkError(1_000, 30_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 60_999)).toBe(false);
  });

  it('reloads again after 60 seconds', () => {
    expect(shouldReloadAfterChunkError(1_000, 61_000)).toBe(true);
  });
});
