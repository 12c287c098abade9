import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api/api-error.ts';
import { ErrorPage, MESSAGE_ONLY_STATUS } from './error-page/error-page.tsx';
import { Failed } from './query-state.tsx';

/** A competition that could not be opened: 'No Access to This Competition', not found, or a retry. */
export function CompetitionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.messageKey === 'no_access') {
    return <ErrorPage status={MESSAGE_ONLY_STATUS} message={t('competition.errors.noAccess')} />;
  }
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return <ErrorPage status={404} />;
  return <Failed onRetry={onRetry} />;
}
