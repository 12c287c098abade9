import type { TFunction } from 'i18next';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api/api-error.ts';

/** Section 8's known answers, shown in the server's words; the phone is already in use for the first two. */
const KNOWN = new Set([
  'exist',
  'already_granted',
  'not_partner_phone',
  'invalid',
  'user_auth_fail',
  'userout',
  'Unauthorized',
  'not_registered',
  'validation',
  'sms_rate_limited',
  'sms_unavailable',
  'sms_failed',
  'rate_limited',
  'kakao_cert_unavailable',
  'kakao_cert_failed',
  'kakao_cert_refused',
  'kakao_cert_pending',
  'kakao_cert_mismatch',
]);
const TAKEN = new Set(['exist', 'already_granted']);

export interface PhoneOutcome {
  text: string;
  /** The number belongs to an account already: the find-account link turns red. */
  taken: boolean;
  /** A wrong or dead code: the code field is cleared. */
  clearCode: boolean;
}

/** Section 8: a known message reads as is, another as "Error: {message}", and no answer or a crash as "not processed normally". */
export function phoneOutcomeOf(error: unknown, t: TFunction): PhoneOutcome {
  if (!isApiError(error) || error.status === NETWORK_ERROR_STATUS || (error.status >= 500 && error.messageKey === 'internal')) {
    return { text: t('auth.phone.exception'), taken: false, clearCode: false };
  }
  const text = KNOWN.has(error.messageKey) ? (error.fields[0]?.detail ?? error.detail) : t('auth.phone.otherError', { message: error.detail || error.messageKey });
  return { text, taken: TAKEN.has(error.messageKey), clearCode: error.messageKey === 'Unauthorized' };
}
