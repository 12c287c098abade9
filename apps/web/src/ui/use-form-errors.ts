import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '@madang/contracts';
import { isApiError } from '../lib/api/api-error.ts';

/** The first text per field path (`title.ko`), as the server named them. */
function firstPerField(fields: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of fields) out[issue.field] ??= issue.detail;
  return out;
}

/**
 * The server's refusal of a form: its text per field, and one text for the whole form. A form whose
 * fields are named differently from the server's paths passes its own `fieldsOf`.
 */
export function useFormErrors(fieldsOf: (fields: readonly FieldIssue[]) => Record<string, string> = firstPerField) {
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
      const fields = isApiError(error) ? fieldsOf(error.fields) : {};
      setErrors(fields);
      const detail = isApiError(error) && error.detail ? error.detail : t('common.unexpectedError');
      setFormError(Object.keys(fields).length ? t('common.fixFields') : detail);
    },
  };
}

/** The words for a failed console action: the server's text in the page's language when it sent one. */
export function useActionErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => (isApiError(error) && error.detail ? error.detail : t('common.unexpectedError'));
}
