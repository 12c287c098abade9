import { describe, expect, it } from 'vitest';
import { shouldShowBanner } from './banner-visibility.ts';

describe('shouldShowBanner', () => {
  it('shows for visitors and monthly subscribers', () => {
    expect(shouldShowBanner(null, null)).toBe(true);
    expect(shouldShowBanner(null, 'MONTHLY')).toBe(true);
  });
  it('hides once dismissed in the session', () => {
    expect(shouldShowBanner('true', null)).toBe(false);
  });
  it('hides for yearly subscribers', () => {
    expect(shouldShowBanner(null, 'YEARLY')).toBe(false);
  });
});
