import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { RenderBudget } from './render-budget.ts';

const refusal = (charge: () => void) => {
  try {
    charge();
  } catch (error) {
    return error instanceof AppError ? { status: error.httpStatus, key: error.messageKey, params: error.options.params } : 'other';
  }
  return 'charged';
};

describe('RenderBudget', () => {
  it('charges each requester up to the budget in a window, then refuses until the window ends', () => {
    let now = 0;
    const budget = new RenderBudget({ bytesPerWindow: 3 * 1024 * 1024, windowMs: 60_000, now: () => now });
    const MB = 1024 * 1024;
    expect([1, 2, 3].map(() => refusal(() => budget.charge('user:1', MB)))).toEqual(['charged', 'charged', 'charged']);
    now = 45_000;
    expect(refusal(() => budget.charge('user:1', 1))).toEqual({ status: 429, key: 'render_budget', params: { mb: 3, seconds: 15 } });
    expect(refusal(() => budget.charge('user:2', MB))).toBe('charged');
    now = 60_000;
    expect(refusal(() => budget.charge('user:1', MB))).toBe('charged');
  });

  it('lets the first render of a window through whatever its size, so the largest file can always be shown once', () => {
    const budget = new RenderBudget({ bytesPerWindow: 100, windowMs: 60_000 });
    expect(refusal(() => budget.charge('ip:127.0.0.1', 10_000))).toBe('charged');
    expect(refusal(() => budget.charge('ip:127.0.0.1', 1))).toMatchObject({ status: 429 });
  });
});
