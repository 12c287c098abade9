import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api/api-error.ts';
import { phoneOutcomeOf } from './phone-outcome.ts';
import { displayPhone } from './phone-verified-text.tsx';

const t = ((key: string, params?: Record<string, string>) => (params ? `${key}:${JSON.stringify(params)}` : key)) as unknown as TFunction;
const answer = (status: number, message: string, detail = `${message} text`, fields: { field: string; key: string; detail: string }[] = []) =>
  new ApiError({ status, message, code: 'x', detail, fields }, status);

describe('phoneOutcomeOf (section 8)', () => {
  it('shows known answers in the server’s words, and marks a taken number and a code to clear', () => {
    expect(phoneOutcomeOf(answer(409, 'exist'), t)).toEqual({ text: 'exist text', taken: true, clearCode: false });
    expect(phoneOutcomeOf(answer(409, 'already_granted'), t).taken).toBe(true);
    // A number on no partner's roster is the server's own words, not a taken number.
    expect(phoneOutcomeOf(answer(409, 'not_partner_phone'), t)).toEqual({ text: 'not_partner_phone text', taken: false, clearCode: false });
    expect(phoneOutcomeOf(answer(400, 'Unauthorized'), t)).toEqual({ text: 'Unauthorized text', taken: false, clearCode: true });
    for (const key of ['invalid', 'user_auth_fail', 'userout', 'not_registered', 'sms_rate_limited']) expect(phoneOutcomeOf(answer(400, key), t).text).toBe(`${key} text`);
    expect(phoneOutcomeOf(answer(400, 'validation', 'x', [{ field: 'code', key: 'validation.code_format', detail: 'six digits' }]), t).text).toBe('six digits');
  });

  it('shows another message as "Error: {message}", and no answer or a crash as "not processed normally"', () => {
    expect(phoneOutcomeOf(answer(403, 'forbidden', 'Nope'), t).text).toBe('auth.phone.otherError:{"message":"Nope"}');
    expect(phoneOutcomeOf(answer(NETWORK_ERROR_STATUS, 'network'), t).text).toBe('auth.phone.exception');
    expect(phoneOutcomeOf(answer(500, 'internal'), t).text).toBe('auth.phone.exception');
    expect(phoneOutcomeOf(new TypeError('boom'), t).text).toBe('auth.phone.exception');
  });
});

describe('displayPhone', () => {
  it('reads a Korean number as 010-xxxx-xxxx and leaves others international', () => {
    expect(displayPhone('+821012345678')).toBe('010-1234-5678');
    expect(displayPhone('+82111234567')).toBe('011-123-4567');
    expect(displayPhone('+819012345678')).toBe('+819012345678');
  });
});
