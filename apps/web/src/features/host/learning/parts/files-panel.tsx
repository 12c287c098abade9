import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EduAuthoringProject } from '@madang/contracts';
import { apiErrorText } from '../../../../lib/api/api-error-text.ts';
import { notify } from '../../../../ui/toast.ts';
import { useDeleteProjectFile, useUploadProjectFile } from '../api/learning-console-api.ts';

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The project's data files: learners download them, and every run of its steps reads them from `/data/<name>`. */
export function FilesPanel({ project }: { project: EduAuthoringProject }) {
  const { t } = useTranslation();
  const upload = useUploadProjectFile(project.id);
  const remove = useDeleteProjectFile(project.id);
  const [inputKey, setInputKey] = useState(0);
  const locked = project.state === 'published';
  const pick = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notify.success(t('host.learning.files.uploaded', { name: file.name })),
      onError: (error) => notify.error(apiErrorText(error, t)),
      onSettled: () => setInputKey((key) => key + 1),
    });
  };
  return (
    <section className="cpt-panel host-section" aria-labelledby="edu-files-title">
      <h2 id="edu-files-title" className="cpt-section-title">{t('host.learning.files.title')}</h2>
      <p className="cell-sub">{t('host.learning.files.lead')}</p>
      {locked ? <p className="cpt-callout">{t('host.learning.files.locked')}</p> : null}
      {project.data_files.length === 0 ? <p className="cell-sub">{t('host.learning.files.none')}</p> : null}
      <ul className="edu-console-files">
        {project.data_files.map((file) => (
          <li key={file.id}>
            <a href={file.url} className="mono">{file.name}</a>
            <span className="cell-sub">{sizeText(file.size)}</span>
            <code className="cell-sub">/data/{file.name}</code>
            {locked ? null : (
              <button type="button" className="btn btn-outline btn-sm" disabled={remove.isPending} onClick={() => remove.mutate(file.id, { onError: (error) => notify.error(apiErrorText(error, t)) })}>
                {t('host.learning.files.delete', { name: file.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {locked ? null : (
        <div className="field">
          <label htmlFor="edu-file-input">{t('host.learning.files.add')}</label>
          <input key={inputKey} id="edu-file-input" type="file" disabled={upload.isPending} onChange={(e) => pick(e.target.files?.[0])} />
          <p className="field-hint">{upload.isPending ? t('host.uploading') : t('host.learning.files.hint')}</p>
        </div>
      )}
    </section>
  );
}
