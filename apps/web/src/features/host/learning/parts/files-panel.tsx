import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDU_DATA_FILE_MAX_BYTES, type EduAuthoringProject } from '@madang/contracts';
import { apiErrorText } from '../../../../lib/api/api-error-text.ts';
import { formatBytes } from '../../../../lib/format/bytes.ts';
import { FilePicker } from '../../../../ui/file-picker.tsx';
import { notify } from '../../../../ui/toast.ts';
import { useUploadProgress } from '../../../../ui/use-upload-progress.ts';
import { useDeleteProjectFile, useUploadProjectFile } from '../api/learning-console-api.ts';

const FILE_RULES = { maxBytes: EDU_DATA_FILE_MAX_BYTES };

/** The project's data files: learners download them, and every run of its steps reads them from `/data/<name>`. */
export function FilesPanel({ project }: { project: EduAuthoringProject }) {
  const { t } = useTranslation();
  const upload = useUploadProjectFile(project.id);
  const remove = useDeleteProjectFile(project.id);
  const progress = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const locked = project.state === 'published';
  const pick = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    upload.mutate(
      { file: chosen, onProgress: progress.onProgress },
      {
        onSuccess: () => notify.success(t('host.learning.files.uploaded', { name: chosen.name })),
        onError: (error) => notify.error(apiErrorText(error, t)),
        onSettled: () => {
          progress.stop();
          setFile(null);
        },
      },
    );
  };
  return (
    <section className="cpt-panel host-section" aria-labelledby="edu-files-title">
      <h2 id="edu-files-title" className="cpt-section-title">
        {t('host.learning.files.title')}
      </h2>
      <p className="cell-sub">{t('host.learning.files.lead')}</p>
      {locked ? <p className="cpt-callout">{t('host.learning.files.locked')}</p> : null}
      {project.data_files.length === 0 ? <p className="cell-sub">{t('host.learning.files.none')}</p> : null}
      <ul className="edu-console-files">
        {project.data_files.map((file) => (
          <li key={file.id}>
            <a href={file.url} className="mono">
              {file.name}
            </a>
            <span className="cell-sub">{formatBytes(file.size)}</span>
            <code className="cell-sub">/data/{file.name}</code>
            {locked ? null : (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(file.id, { onError: (error) => notify.error(apiErrorText(error, t)) })}
              >
                {t('host.learning.files.delete', { name: file.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {locked ? null : (
        <FilePicker
          label={t('host.learning.files.add')}
          rules={FILE_RULES}
          note={t('host.learning.files.hint')}
          file={file}
          onChange={pick}
          disabled={upload.isPending}
          progress={progress.progress}
        />
      )}
    </section>
  );
}
