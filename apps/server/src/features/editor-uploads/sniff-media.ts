import { sniffImageType } from '../host/upload-image.ts';

/** What an editor image's first bytes declare it to be; the name and the browser's claimed type are not trusted. */
export type EditorImageSource = 'png' | 'jpeg' | 'webp' | 'gif';
export type EditorVideoType = 'mp4' | 'webm';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The home's image types (host/upload-image.ts), and GIF, which the editor takes to re-encode. */
export function sniffEditorImage(bytes: Uint8Array): EditorImageSource | null {
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return sniffImageType(bytes);
}

/** How many leading bytes sniffVideo needs. */
export const VIDEO_SNIFF_BYTES = 64;

/** MP4 opens with an `ftyp` box; WebM with an EBML header whose doctype is `webm`. */
export function sniffVideo(head: Uint8Array): EditorVideoType | null {
  if (startsWith(head, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && Buffer.from(head).includes('webm', 0, 'latin1')) return 'webm';
  return null;
}
