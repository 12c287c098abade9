import { describe, expect, it } from 'vitest';
import { RESET_MAILS_PER_HOUR, ResetMailBudget } from './reset-mail-budget.ts';

describe('ResetMailBudget', () => {
  it('allows a few mails an hour per address, whatever its case, and one more as each hour-old mail ages out', () => {
    let now = 0;
    const budget = new ResetMailBudget(() => now);
    const taken = Array.from({ length: RESET_MAILS_PER_HOUR + 1 }, (_, i) => {
      now = i * 60_000;
      return budget.take(i % 2 ? 'Someone@Example.com' : 'someone@example.com');
    });
    expect(taken).toEqual([...Array(RESET_MAILS_PER_HOUR).fill(true), false]);
    expect(budget.take('other@example.com')).toBe(true);

    now = 60 * 60_000 - 1;
    expect(budget.take('someone@example.com')).toBe(false);
    now = 60 * 60_000;
    expect(budget.take('someone@example.com')).toBe(true);
    expect(budget.take('someone@example.com')).toBe(false);
  });
});
