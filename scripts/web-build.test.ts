import { describe, expect, it } from 'vitest';
import { BUILD_MODE, staleReason } from './web-build.mjs';

describe('the web build cache', () => {
  const fresh = { mode: BUILD_MODE, nodeEnv: BUILD_MODE, precompressed: true, serverRender: true, sourcesChangedAt: 2000 };

  it('uses a production build made after the last change of the sources', () => {
    expect(staleReason({ stamp: fresh, built: true, changedAt: 2000 })).toBeUndefined();
  });

  it('rebuilds a build made for development, or made before the stamp existed', () => {
    expect(staleReason({ stamp: { ...fresh, nodeEnv: 'development' }, built: true, changedAt: 1000 })).toMatch(/development/);
    expect(staleReason({ stamp: { ...fresh, mode: 'development' }, built: true, changedAt: 1000 })).toBeDefined();
    expect(staleReason({ stamp: undefined, built: true, changedAt: 1000 })).toBe('no build yet');
  });

  it('rebuilds a build made before its files had compressed copies', () => {
    expect(staleReason({ stamp: { ...fresh, precompressed: undefined }, built: true, changedAt: 1000 })).toMatch(/compressed/);
  });

  it('rebuilds a build made before it had the server render of first screens', () => {
    expect(staleReason({ stamp: { ...fresh, serverRender: undefined }, built: true, changedAt: 1000 })).toMatch(/server render/);
  });

  it('rebuilds when the sources changed or the build is gone', () => {
    expect(staleReason({ stamp: fresh, built: true, changedAt: 3000 })).toMatch(/sources changed/);
    expect(staleReason({ stamp: fresh, built: false, changedAt: 1000 })).toBe('no build yet');
  });
});
