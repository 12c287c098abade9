import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';

/** The server's refusal of a form: its text per field path (`title.ko`), and one text for the whole form. */
export function useFormErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    errors,
    formError,
    clear: () => {
      setErrors({});
      setFormError(null);
    },
    show: (error: unknown) => {
      const fields: Record<string, string> = {};
      if (isApiError(error)) for (const issue of error.fields) fields[issue.field] ??= issue.detail;
      setErrors(fields);
      const detail = isApiError(error) && error.detail ? error.detail : t('common.unexpectedError');
      setFormError(Object.keys(fields).length ? t('notice.host.fixFields') : detail);
    },
  };
}

/** The words for a failed console action: the server's text in the page's language when it sent one. */
export function useActionErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => (isApiError(error) && error.detail ? error.detail : t('common.unexpectedError'));
}
