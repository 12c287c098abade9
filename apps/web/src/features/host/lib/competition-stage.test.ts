import { describe, expect, it } from 'vitest';
import { stageOf } from './competition-stage.ts';

describe('stageOf', () => {
  it('calls a competition that has not started upcoming, whatever its stored status', () => {
    expect(stageOf('active', 'upcoming')).toBe('upcoming');
    expect(stageOf('practice', 'upcoming')).toBe('upcoming');
  });

  it('follows the phase once it has started', () => {
    expect(stageOf('active', 'open')).toBe('active');
    expect(stageOf('practice', 'open')).toBe('practice');
    expect(stageOf('active', 'ended')).toBe('ended');
    expect(stageOf('active', 'closed')).toBe('closed');
    expect(stageOf('closed', 'closed')).toBe('closed');
  });
});
