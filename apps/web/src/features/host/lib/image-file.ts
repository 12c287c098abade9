import { IMAGE_MAX_BYTES } from '@madang/contracts';

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);
export const IMAGE_ACCEPT = [...ACCEPTED].join(',');
export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * Why a picked file cannot be a logo or cover, before it is sent: the browser's type and the size.
 * The server still decides by the file's bytes; this only spares the host a useless upload.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!ACCEPTED.has(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
