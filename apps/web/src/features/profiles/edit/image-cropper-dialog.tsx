import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COVER_ASPECT, PICTURE_ASPECT, PROFILE_IMAGE_MAX_BYTES, PROFILE_JPEG_QUALITY } from '@madang/contracts/profiles';
import { apiErrorText } from '../../../lib/api/api-error-text.ts';
import { FilePicker } from '../../../ui/file-picker.tsx';
import type { FileRules } from '../../../ui/file-rules.ts';
import { Modal } from '../../../ui/modal.tsx';
import { uploadProfileImage } from '../api/profile-api.ts';
import { centredOffset, clampOffset, coverScale, outputSize, sourceRect, type Offset, type Size } from './crop-geometry.ts';

export type ImageKind = 'picture' | 'cover';

const FRAME_WIDTH = { picture: 260, cover: 440 };
const OUTPUT_MAX = { picture: 400, cover: 1200 };
const ZOOM_MAX = 3;
const KEY_STEP = 10;
// Spec: the picture must be an image of 1 MB at most; the cover has no size check.
const PICTURE_RULES: FileRules = { accept: ['image/*'], maxBytes: PROFILE_IMAGE_MAX_BYTES };
const COVER_RULES: FileRules = { accept: ['image/*'] };

/** The spec's picture and cover cropper: choose an image, frame it 1:1 (cover 4:1), save it as JPEG 0.7. */
export default function ImageCropperDialog({ kind, onClose }: { kind: ImageKind; onClose: () => void }) {
  const { t } = useTranslation();
  const aspect = kind === 'picture' ? PICTURE_ASPECT : COVER_ASPECT;
  // The frame fits narrow screens; its size stays fixed while the dialog is open.
  const [frameWidth] = useState(() => Math.min(FRAME_WIDTH[kind], window.innerWidth - 72));
  const frame: Size = { width: frameWidth, height: frameWidth / aspect };
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const drag = useRef<{ x: number; y: number; from: Offset } | null>(null);

  const natural: Size | null = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const scale = natural ? coverScale(natural, frame) * zoom : 1;

  // A newly chosen image is centred in the frame (whose size stays fixed while the dialog is open).
  useEffect(() => {
    if (!image) return;
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    const box = { width: frameWidth, height: frameWidth / aspect };
    setOffset(centredOffset(size, box, coverScale(size, box)));
  }, [image, frameWidth, aspect]);

  const choose = (file: File | null) => {
    setProblem(null);
    setFile(file);
    if (!file) return;
    if (typeof FileReader === 'undefined') return setProblem(t('profile.cropper.noFileReader'));
    const reader = new FileReader();
    reader.onload = () => {
      const loaded = new Image();
      loaded.onload = () => {
        setZoom(1);
        setImage(loaded);
      };
      loaded.onerror = () => setProblem(t('profile.cropper.notImage'));
      loaded.src = String(reader.result);
    };
    reader.readAsDataURL(file);
  };

  const changeZoom = (next: number) => {
    if (!natural) return;
    const nextScale = coverScale(natural, frame) * next;
    // Zoom around the frame's centre, so the part in view stays in view.
    const centre = { x: (frame.width / 2 - offset.x) / scale, y: (frame.height / 2 - offset.y) / scale };
    setZoom(next);
    setOffset(clampOffset({ x: frame.width / 2 - centre.x * nextScale, y: frame.height / 2 - centre.y * nextScale }, natural, frame, nextScale));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !natural) return;
    const { x, y, from } = drag.current;
    setOffset(clampOffset({ x: from.x + event.clientX - x, y: from.y + event.clientY - y }, natural, frame, scale));
  };

  // Arrow keys move the image too, for those who cannot drag.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: [KEY_STEP, 0], ArrowRight: [-KEY_STEP, 0], ArrowUp: [0, KEY_STEP], ArrowDown: [0, -KEY_STEP] }[event.key];
    if (!step || !natural) return;
    event.preventDefault();
    setOffset(clampOffset({ x: offset.x + step[0]!, y: offset.y + step[1]! }, natural, frame, scale));
  };

  const save = async () => {
    if (!image || !natural) return;
    setSaving(true);
    setProblem(null);
    const rect = sourceRect(natural, frame, scale, offset);
    const size = outputSize(rect, aspect, OUTPUT_MAX[kind]);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')!.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PROFILE_JPEG_QUALITY));
    try {
      if (!blob) throw new Error('canvas');
      await uploadProfileImage(kind, blob);
      // The spec: once the image is saved the page reloads, so every avatar on it shows the new one.
      window.location.reload();
    } catch (error) {
      setProblem(apiErrorText(error, t));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t(kind === 'picture' ? 'profile.cropper.pictureTitle' : 'profile.cropper.coverTitle')}
      testId="image-cropper"
    >
      <div className="cropper">
        <FilePicker
          label={t('profile.cropper.choose')}
          rules={kind === 'picture' ? PICTURE_RULES : COVER_RULES}
          note={t(kind === 'picture' ? 'profile.cropper.pictureHint' : 'profile.cropper.coverHint')}
          messages={{ type: t('profile.cropper.notImage'), empty: t('profile.cropper.notImage'), size: t('account.err-size3') }}
          file={file}
          onChange={choose}
          disabled={saving}
          error={problem ?? undefined}
          testId="cropper-file"
        />
        {image && natural ? (
          <>
            <div
              className={`cropper-frame cropper-frame-${kind}`}
              style={{ width: frame.width, height: frame.height }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              onKeyDown={onKeyDown}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the image in the frame, so the frame takes focus
              tabIndex={0}
              aria-label={t('profile.cropper.dragHint')}
              role="img"
            >
              <img
                src={image.src}
                alt=""
                draggable={false}
                style={{ width: natural.width * scale, height: natural.height * scale, transform: `translate(${offset.x}px, ${offset.y}px)` }}
              />
            </div>
            <label className="cropper-zoom">
              <span>{t('profile.cropper.zoom')}</span>
              <input type="range" min={1} max={ZOOM_MAX} step={0.01} value={zoom} onChange={(event) => changeZoom(Number(event.target.value))} />
            </label>
          </>
        ) : null}
        <div className="profile-form-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('profile.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!image || saving} onClick={() => void save()}>
            {saving ? t('profile.cropper.saving') : t('profile.cropper.save')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
