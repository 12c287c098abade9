import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api/api-error.ts';
import { knownErrorKey } from '../lib/api/api-error-key.ts';

/**
 * The words for a failed call: the spec's message when the feature knows the key (filled with
 * `params`, e.g. the competition's extension), else the server's localized text.
 */
export function useErrorText(): (error: unknown, params?: Record<string, string | number>) => string {
  const { t } = useTranslation();
  return (error, params = {}) => {
    const key = knownErrorKey(error);
    if (key) return t(`competition.errors.${key}`, params);
    if (isApiError(error) && error.detail) return error.detail;
    return t('competition.errors.retry');
  };
}
