import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api/api-error.ts';
import { linkFailureText } from './link-failure.ts';

const t = ((key: string) => key) as unknown as TFunction;
const answer = (status: number, message: string, detail = `${message} text`) => new ApiError({ status, message, code: 'x', detail }, status);

describe('linkFailureText (section 8, linking failure)', () => {
  it('asks to log in again for an expired session, shows the server’s words, and otherwise says linking failed', () => {
    expect(linkFailureText(answer(401, 'not login'), t)).toBe('errors.phone.user_auth_fail');
    expect(linkFailureText(answer(409, 'already_granted'), t)).toBe('already_granted text');
    expect(linkFailureText(answer(500, 'internal'), t)).toBe('errors.partner_link_failed');
    expect(linkFailureText(answer(NETWORK_ERROR_STATUS, 'network', ''), t)).toBe('errors.partner_link_failed');
    expect(linkFailureText(new TypeError('boom'), t)).toBe('errors.partner_link_failed');
  });
});
