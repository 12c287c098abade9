import type { SurveyFileType } from '@madang/contracts/surveys';

/**
 * The type a file's bytes declare; its name and the browser's claimed type are not trusted. Text is UTF-8 with no
 * NUL or other control bytes but tab and line breaks, so a binary renamed `.txt` is not text.
 */
export function sniffFileType(bytes: Buffer): SurveyFileType | null {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (isPlainText(bytes)) return 'txt';
  return null;
}

function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
