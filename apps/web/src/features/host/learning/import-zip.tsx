import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EDU_ZIP_MAX_BYTES } from '@madang/contracts';
import { useLocalePath } from '../../../i18n/use-locale.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { FilePicker } from '../../../ui/file-picker.tsx';
import { notify } from '../../../ui/toast.ts';
import { useUploadProgress } from '../../../ui/use-upload-progress.ts';
import { useImportProject } from './api/learning-console-api.ts';

const ZIP_RULES = { accept: ['.zip'], maxBytes: EDU_ZIP_MAX_BYTES };

/**
 * Uploads a project zip (the folder format of docs/learning.md) and opens the imported draft. A refused zip lists
 * every problem with the file it is in, in the page's language.
 */
export function ImportZip() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const importing = useImportProject();
  const progress = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const pick = (chosen: File | null) => {
    importing.reset();
    setFile(chosen);
    if (!chosen) return;
    importing.mutate(
      { file: chosen, onProgress: progress.onProgress },
      {
        onSuccess: (project) => {
          notify.success(t('host.learning.import.done'));
          void navigate(lp(`/host/learning/${project.id}`));
        },
        onSettled: () => {
          progress.stop();
          setFile(null);
        },
      },
    );
  };
  const issues = importing.isError && isApiError(importing.error) ? importing.error.fields : [];
  return (
    <div className="edu-console-import">
      <FilePicker label={t('host.learning.import.button')} rules={ZIP_RULES} file={file} onChange={pick} disabled={importing.isPending} progress={progress.progress} />
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
