import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-error.ts';

/** Section 8's linking failure: an expired session asks to log in again, the server's words are shown as they are, anything else is "linking failed". */
export function linkFailureText(error: unknown, t: TFunction): string {
  if (isApiError(error) && (error.status === 401 || error.messageKey === 'Unauthorized')) return t('errors.phone.user_auth_fail');
  if (isApiError(error) && error.isClientError && error.detail) return error.detail;
  return t('errors.partner_link_failed');
}
