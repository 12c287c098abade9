import './editor.css';
import { EDITOR_VIDEO_MAX_BYTES, type EditorVideo } from '@madang/contracts/editor-uploads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../../lib/api/client.ts';
import { upload } from '../../../lib/api/upload.ts';
import { Field } from '../../../ui/field.tsx';
import { useUploadProgress } from '../../../ui/use-upload-progress.ts';
import { useCommunityError } from '../use-community-error.ts';

interface Props {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A video post's video: a YouTube or Vimeo address, or a file uploaded here (POST /api/talkboard/upload-video). */
export function VideoField({ value, error, onChange }: Props) {
  const { t } = useTranslation();
  const errorText = useCommunityError();
  const { progress, onProgress, stop } = useUploadProgress();
  const [note, setNote] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > EDITOR_VIDEO_MAX_BYTES) {
      setNote({ kind: 'error', text: t('errors.editor_video_too_large', { max: EDITOR_VIDEO_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    setNote(null);
    onProgress(0);
    try {
      const video = await upload<Envelope<EditorVideo>>('/api/talkboard/upload-video', { file: { blob: file, name: file.name }, onProgress });
      onChange(video.data.url);
      setNote({ kind: 'done', text: t('talk.video.uploaded') });
    } catch (failure) {
      setNote({ kind: 'error', text: errorText(failure) });
    }
    stop();
  };

  return (
    <div className="video-field">
      <Field label={t('talk.form.videoLabel')} type="url" value={value} hint={t('talk.form.videoHint')} error={error} onChange={(event) => onChange(event.target.value)} />
      <div className="editor-toolbar-row">
        <label className={progress === null ? 'btn btn-outline btn-sm editor-image-btn' : 'btn btn-outline btn-sm editor-image-btn is-disabled'}>
          <input
            type="file"
            className="sr-only"
            accept="video/mp4,video/webm"
            disabled={progress !== null}
            onChange={(event) => {
              void send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {t('talk.video.upload')}
        </label>
        {progress !== null ? (
          <span className="editor-progress" role="status">
            <progress max={1} value={progress} aria-label={t('talk.video.upload')} />
            {t('talk.video.uploading', { percent: Math.round(progress * 100) })}
          </span>
        ) : null}
      </div>
      <p className="field-hint">{t('talk.video.uploadHint')}</p>
      {note ? (
        <p className={note.kind === 'done' ? 'field-hint' : 'field-error'} role={note.kind === 'done' ? 'status' : 'alert'}>
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
