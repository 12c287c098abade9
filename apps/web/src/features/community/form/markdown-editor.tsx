import './editor.css';
import { useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../ui/markdown/markdown.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { insertBlock } from './insert-markdown.ts';
import { useImageInsert } from './use-image-insert.ts';

interface Props {
  /** The board's catalog namespace for the form texts (`<ns>.form.bodyLabel`, …). */
  ns: 'talk' | 'code';
  value: string;
  maxLength: number;
  rows: number;
  error: string | undefined;
  onChange: (value: string) => void;
  previewTestId?: string;
}

const imagesOf = (files: FileList | null | undefined) => [...(files ?? [])].filter((file) => file.type.startsWith('image/'));

/**
 * A post's markdown text with a write/preview switch and a toolbar that stays in view while the text is long;
 * images come in through its button, a paste or a drop, each uploaded and put in at the caret as markdown.
 */
export function MarkdownEditor({ ns, value, maxLength, rows, error, onChange, previewTestId }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Uploads finish after more typing: they insert into the text as it is then, at the caret as it was.
  const latest = useRef(value);
  latest.current = value;
  const caret = useRef<number | null>(null);
  const images = useImageInsert((markdown) => {
    const at = caret.current ?? latest.current.length;
    const next = insertBlock(latest.current, at, markdown);
    caret.current = next.caret;
    latest.current = next.text;
    onChange(next.text);
  });
  const addImages = (files: File[]) => {
    if (files.length === 0) return;
    caret.current = textarea.current?.selectionStart ?? null;
    void images.uploadImages(files);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = imagesOf(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    addImages(files);
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const files = imagesOf(event.dataTransfer.files);
    if (files.length === 0) return;
    event.preventDefault();
    addImages(files);
  };

  return (
    <div className="talk-editor">
      <EditorToolbar
        tabs={(['write', 'preview'] as const).map((name) => ({ name, label: t(`${ns}.form.${name}`), active: tab === name, onSelect: () => setTab(name) }))}
        canAddImage={tab === 'write'}
        onImages={(files) => addImages(imagesOf(files))}
        progress={images.progress}
      />
      {images.error ? (
        <p className="field-error" role="alert">
          {images.error}
        </p>
      ) : null}
      {tab === 'write' ? (
        <label className="talk-field">
          <span>{t(`${ns}.form.bodyLabel`)}</span>
          <textarea
            ref={textarea}
            rows={rows}
            value={value}
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
            onPaste={onPaste}
            onDrop={onDrop}
          />
          <span className="field-hint">
            {t(`${ns}.form.bodyHint`)} {t('talk.editor.imageHint')}
          </span>
          {error ? <span className="field-error">{error}</span> : null}
        </label>
      ) : (
        <div className="talk-preview" data-testid={previewTestId}>
          {value.trim() ? <Markdown source={value} /> : <p className="muted">{t(`${ns}.form.previewEmpty`)}</p>}
        </div>
      )}
    </div>
  );
}
