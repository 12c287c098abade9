import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** The words for a failed community call: the server's text in the page's language, or a generic retry. */
export function useCommunityError(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (isApiError(error) && error.fields[0]?.detail) return error.fields[0].detail;
    if (isApiError(error) && error.detail) return error.detail;
    return t('common.unexpectedError');
  };
}
