import type { TFunction } from 'i18next';
import { isApiError } from './api-error.ts';

/** The server's localized text when there is one, else a generic message. */
export function apiErrorText(error: unknown, t: TFunction): string {
  return isApiError(error) && error.detail ? error.detail : t('common.unexpectedError');
}
