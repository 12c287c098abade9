import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { knownErrorKey, knownKeyOf } from './api-error-key.ts';

describe('knownErrorKey', () => {
  it("maps the server's submission refusals to the spec's messages", () => {
    expect(knownErrorKey(new ApiError({ message: 'daily_limit_exceeded' }, 403))).toBe('dailyLimit');
    expect(knownErrorKey(new ApiError({ message: 'no_access' }, 403))).toBe('noAccess');
    expect(knownKeyOf('try_again')).toBe('retry');
  });

  it('leaves other failures to the server text', () => {
    expect(knownErrorKey(new ApiError({ message: 'something_else' }, 400))).toBeNull();
    expect(knownErrorKey(new Error('boom'))).toBeNull();
  });
});
