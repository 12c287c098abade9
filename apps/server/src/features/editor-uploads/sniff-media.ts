/** What an editor image's first bytes declare it to be; the name and the browser's claimed type are not trusted. */
export type EditorImageSource = 'png' | 'jpeg' | 'webp' | 'gif';
export type EditorVideoType = 'mp4' | 'webm';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffEditorImage(bytes: Uint8Array): EditorImageSource | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return null;
}

/** How many leading bytes sniffVideo needs. */
export const VIDEO_SNIFF_BYTES = 64;

/** MP4 opens with an `ftyp` box; WebM with an EBML header whose doctype is `webm`. */
export function sniffVideo(head: Uint8Array): EditorVideoType | null {
  if (startsWith(head, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && Buffer.from(head).includes('webm', 0, 'latin1')) return 'webm';
  return null;
}
