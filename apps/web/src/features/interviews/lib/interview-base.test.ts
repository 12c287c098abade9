import { describe, expect, it } from 'vitest';
import { interviewBase } from './interview-base.ts';

describe('interview links', () => {
  it('stay under the More menu when the list is there, and lead to the ranking menu otherwise', () => {
    expect(interviewBase('/more/interview')).toBe('/more/interview');
    expect(interviewBase('/en/more/interview/3')).toBe('/more/interview');
    expect(interviewBase('/ranking/interview')).toBe('/ranking/interview');
    expect(interviewBase('/en/community/interviews')).toBe('/ranking/interview');
  });
});
