import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { notify } from '../../../ui/toast.ts';
import { useImportProject } from './api/learning-console-api.ts';

/**
 * Uploads a project zip (the folder format of docs/learning.md) and opens the imported draft. A refused zip lists
 * every problem with the file it is in, in the page's language.
 */
export function ImportZip() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const importing = useImportProject();
  const [inputKey, setInputKey] = useState(0);
  const pick = (file: File | undefined) => {
    importing.reset();
    if (!file) return;
    importing.mutate(file, {
      onSuccess: (project) => {
        notify.success(t('host.learning.import.done'));
        void navigate(lp(`/host/learning/${project.id}`));
      },
      onSettled: () => setInputKey((key) => key + 1),
    });
  };
  const issues = importing.isError && isApiError(importing.error) ? importing.error.fields : [];
  return (
    <div className="edu-console-import">
      <label className="btn btn-outline btn-sm edu-console-file-button">
        {importing.isPending ? t('host.uploading') : t('host.learning.import.button')}
        <input key={inputKey} type="file" accept=".zip,application/zip" className="sr-only" disabled={importing.isPending} onChange={(e) => pick(e.target.files?.[0])} />
      </label>
      {importing.isError ? (
        <div className="cpt-callout edu-console-issues" role="alert" data-testid="import-problems">
          <p>{apiErrorText(importing.error, t)}</p>
          {issues.length > 0 ? (
            <ul>
              {issues.map((issue, index) => (
                <li key={`${issue.field}-${index}`}>
                  <code>{issue.field}</code> {issue.detail}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
