import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { useUploadImage } from '../api/host-api.ts';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, imageFileProblem } from '../lib/image-file.ts';

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
  const id = useId();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const pick = (file: File | undefined) => {
    setProblem(null);
    upload.reset();
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(t(`host.image.${refused}`, { max: IMAGE_MAX_MB }));
      setInputKey((k) => k + 1);
      return;
    }
    upload.mutate(file, { onSuccess: (image) => onChange(image.url), onSettled: () => setInputKey((k) => k + 1) });
  };
  const shown = problem ?? (upload.isError ? apiErrorText(upload.error, t) : undefined) ?? error;
  return (
    <div className="field host-image" data-testid={`image-field-${shape}`}>
      <label htmlFor={id}>{label}</label>
      {value ? (
        <img className={`host-image-preview host-image-${shape}`} src={value} alt={t('host.image.preview', { label })} />
      ) : (
        <p className="cell-sub">{t('host.image.none')}</p>
      )}
      <div className="host-inline">
        <input key={inputKey} id={id} type="file" accept={IMAGE_ACCEPT} disabled={upload.isPending} onChange={(e) => pick(e.target.files?.[0])} aria-describedby={`${id}-hint`} />
        {value ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange('')}>
            {t('host.image.remove')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {upload.isPending ? t('host.uploading') : t('host.image.hint', { max: IMAGE_MAX_MB })}
      </p>
      {shown ? (
        <p className="field-error" role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
