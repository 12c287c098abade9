import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { FilePicker } from '../../../ui/file-picker.tsx';
import { useUploadProgress } from '../../../ui/use-upload-progress.ts';
import { useUploadImage } from '../api/host-api.ts';
import { IMAGE_RULES } from '../lib/image-file.ts';

interface Props {
  label: string;
  /** The image's address; empty for none. */
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  /** The preview's shape: a wide cover or a small logo. */
  shape: 'cover' | 'logo';
}

/** Uploads an image, shows it as it will appear, and removes it; the form keeps only its address. */
export function ImageField({ label, value, onChange, error, shape }: Props) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const progress = useUploadProgress();
  const [file, setFile] = useState<File | null>(null);
  const pick = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    if (!chosen) return;
    upload.mutate(
      { file: chosen, onProgress: progress.onProgress },
      {
        onSuccess: (image) => onChange(image.url),
        onSettled: () => {
          progress.stop();
          setFile(null);
        },
      },
    );
  };
  return (
    <div className="host-image" data-testid={`image-field-${shape}`}>
      {value ? (
        <img className={`host-image-preview host-image-${shape}`} src={value} alt={t('host.image.preview', { label })} />
      ) : (
        <p className="cell-sub">{t('host.image.none')}</p>
      )}
      <FilePicker
        label={label}
        rules={IMAGE_RULES}
        file={file}
        onChange={pick}
        disabled={upload.isPending}
        progress={progress.progress}
        error={(upload.isError ? apiErrorText(upload.error, t) : undefined) ?? error}
      />
      {value ? (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange('')}>
          {t('host.image.remove')}
        </button>
      ) : null}
    </div>
  );
}
