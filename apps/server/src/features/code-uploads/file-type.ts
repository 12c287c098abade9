import { codeUploadExtensions } from '@madang/contracts/code-uploads';
import { badRequest } from '../../http/app-error.ts';

type Extension = (typeof codeUploadExtensions)[number];

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const GZIP = [0x1f, 0x8b];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** Text the host can read: valid UTF-8 with no NUL byte (a binary renamed to .py is not). */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const contentMatches: Record<Extension, (bytes: Buffer) => boolean> = {
  zip: (bytes) => startsWith(bytes, ZIP),
  'tar.gz': (bytes) => startsWith(bytes, GZIP),
  tgz: (bytes) => startsWith(bytes, GZIP),
  pdf: (bytes) => startsWith(bytes, PDF),
  py: isText,
  ipynb: isText,
  r: isText,
  md: isText,
  txt: isText,
};

/** The file's kind from its name, checked against its bytes; anything else is refused, named in the message. */
export function assertAllowedFile(name: string, bytes: Buffer): Extension {
  const lower = name.toLowerCase();
  const extension = codeUploadExtensions.find((ext) => lower.endsWith(`.${ext}`) && lower.length > ext.length + 1);
  if (!extension || bytes.length === 0 || !contentMatches[extension](bytes)) throw badRequest('code_upload_type');
  return extension;
}
