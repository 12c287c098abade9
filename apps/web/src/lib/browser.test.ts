import { describe, expect, it } from 'vitest';
import { isOldInternetExplorer, shouldReloadAfterChunkError } from './browser.ts';

describe('isOldInternetExplorer', () => {
  it('detects IE 10 and IE 11', () => {
    expect(isOldInternetExplorer('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)')).toBe(true);
    expect(isOldInternetExplorer('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
  });

  it('leaves modern browsers alone', () => {
    expect(isOldInternetExplorer('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isOldInternetExplorer('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
  });
});

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
