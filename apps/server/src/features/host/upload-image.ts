import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES, type UploadedImage } from '@madang/contracts';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { Storage } from '../storage/storage.ts';

type ImageType = UploadedImage['type'];

export const IMAGE_EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
export const imageStorageKey = (name: string) => `images/${name}`;

/** The image type its first bytes declare; the file's name and the browser's claimed type are not trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export const imageTooLarge = () => new AppError('file_too_large', 'image_too_large', { params: { max: IMAGE_MAX_BYTES / (1024 * 1024) } });

/**
 * Stores a sponsor logo or cover image under the hash of its bytes. Such a name never changes its
 * content, so the image can be cached for good, and the same image uploaded twice is stored once.
 */
export async function uploadImage(storage: Storage, body: Buffer): Promise<UploadedImage> {
  if (body.length === 0) throw badRequest('image_type');
  if (body.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  const type = sniffImageType(body);
  if (!type) throw badRequest('image_type');
  const name = `${createHash('sha256').update(body).digest('hex')}.${IMAGE_EXTENSIONS[type]}`;
  await storage.put(imageStorageKey(name), body);
  return { url: `/api/v1/images/${name}`, type, size_bytes: body.length };
}
