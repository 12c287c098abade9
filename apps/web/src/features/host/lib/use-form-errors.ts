import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { fieldErrors } from './competition-form.ts';

/** The server's refusal of a form: texts per field, and the general text when no field is named. */
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
      const fields = isApiError(error) ? fieldErrors(error.fields) : {};
      setErrors(fields);
      const detail = isApiError(error) && error.detail ? error.detail : t('common.unexpectedError');
      setFormError(Object.keys(fields).length ? t('host.form.fixFields') : detail);
    },
  };
}
