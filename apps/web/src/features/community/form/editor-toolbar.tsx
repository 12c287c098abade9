import { useTranslation } from 'react-i18next';

interface Tab {
  name: string;
  label: string;
  active: boolean;
  onSelect: () => void;
}

interface Props {
  tabs: Tab[];
  canAddImage: boolean;
  onImages: (files: FileList | null) => void;
  /** The share of the image being uploaded (0 to 1), or null. */
  progress: number | null;
}

/** The editor's toolbar (spec section 8: sticky under the header): write/preview, an image button and the upload's progress. */
export function EditorToolbar({ tabs, canAddImage, onImages, progress }: Props) {
  const { t } = useTranslation();
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('talk.editor.toolbar')}>
      <div className="talk-editor-tabs" role="tablist">
        {tabs.map((tab) => (
          <button key={tab.name} type="button" role="tab" aria-selected={tab.active} className={tab.active ? 'chip is-active' : 'chip'} onClick={tab.onSelect}>
            {tab.label}
          </button>
        ))}
      </div>
      {canAddImage ? (
        <label className={progress === null ? 'btn btn-outline btn-sm editor-image-btn' : 'btn btn-outline btn-sm editor-image-btn is-disabled'}>
          <input
            type="file"
            className="sr-only"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            disabled={progress !== null}
            onChange={(event) => {
              onImages(event.target.files);
              event.target.value = '';
            }}
          />
          {t('talk.editor.image')}
        </label>
      ) : null}
      {progress !== null ? (
        <span className="editor-progress" role="status">
          <progress max={1} value={progress} aria-label={t('talk.editor.uploading')} />
          {t('talk.editor.uploadingPercent', { percent: Math.round(progress * 100) })}
        </span>
      ) : null}
    </div>
  );
}
