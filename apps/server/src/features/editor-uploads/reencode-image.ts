import type { Sharp } from 'sharp';
import { EDITOR_IMAGE_MAX_PIXELS, type EditorImage } from '@madang/contracts/editor-uploads';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { EditorImageSource } from './sniff-media.ts';

export interface ReencodedImage {
  bytes: Buffer;
  type: EditorImage['type'];
  width: number;
  height: number;
}

/**
 * Decodes the image and encodes its pixels again, so what is served is only pixels: anything hidden beside
 * them (HTML, script, a zip appended to a PNG, EXIF with GPS) is gone. The picture is turned upright first
 * (the EXIF orientation goes with the metadata). A GIF becomes a WebP (animation kept), since the image
 * store serves PNG, JPEG and WebP.
 */
export async function reencodeImage(bytes: Buffer, source: EditorImageSource): Promise<ReencodedImage> {
  const animated = source === 'gif' || source === 'webp';
  // sharp and its native library are loaded with the first image, not with the server (about 0.17 s of a start here).
  const { default: sharp } = await import('sharp');
  const pipeline = sharp(bytes, { limitInputPixels: EDITOR_IMAGE_MAX_PIXELS, animated, failOn: 'error' }).rotate();
  const encoded = await encode(pipeline, source)
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new AppError('too_complex', 'editor_image_pixels', { params: { megapixels: EDITOR_IMAGE_MAX_PIXELS / 1_000_000 } });
      }
      throw badRequest('editor_image_unreadable');
    });
  const type = source === 'jpeg' ? 'jpeg' : source === 'png' ? 'png' : 'webp';
  return { bytes: encoded.data, type, width: encoded.info.width, height: encoded.info.pageHeight ?? encoded.info.height };
}

function encode(pipeline: Sharp, source: EditorImageSource): Sharp {
  if (source === 'jpeg') return pipeline.jpeg({ quality: 85, mozjpeg: true });
  if (source === 'png') return pipeline.png({ compressionLevel: 9 });
  return pipeline.webp({ quality: 85 });
}
