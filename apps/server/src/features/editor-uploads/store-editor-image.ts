import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { EDITOR_IMAGE_MAX_BYTES, type EditorImage } from '@madang/contracts/editor-uploads';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { IMAGE_EXTENSIONS, imageStorageKey } from '../host/upload-image.ts';
import { cutAtLimit } from './cut-at-limit.ts';
import { reencodeImage } from './reencode-image.ts';
import { sniffEditorImage } from './sniff-media.ts';
import { bookUpload, cancelUpload } from './upload-budget.ts';

export const editorImageTooLarge = () => new AppError('file_too_large', 'editor_image_too_large', { params: { max: EDITOR_IMAGE_MAX_BYTES / 1024 / 1024 } });

/** Reads the first file of the form into memory, refusing it as soon as it passes the limit (a 50 MB upload is never held whole). */
export async function readEditorImage(request: FastifyRequest): Promise<Buffer> {
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: EDITOR_IMAGE_MAX_BYTES, files: 1, fields: 2 } }) : undefined;
  if (!part) throw badRequest('editor_image_missing');
  cutAtLimit(part.file, editorImageTooLarge);
  const body = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw editorImageTooLarge();
    throw error;
  });
  // toBuffer misses a cut that falls on the stream's last chunk: it then returns the first 10 MB as if whole.
  if (part.file.truncated) throw editorImageTooLarge();
  return body;
}

/**
 * Stores an image a member puts into a post: sniffed from its bytes, re-encoded (see reencodeImage), booked
 * against the member's daily budget and kept in the platform's image store under the hash of the new bytes.
 */
export async function storeEditorImage(ctx: Pick<AppContext, 'db' | 'storage'>, options: { userId: number; body: Buffer; now: Date }): Promise<EditorImage> {
  if (options.body.length === 0) throw badRequest('editor_image_missing');
  const source = sniffEditorImage(options.body);
  if (!source) throw badRequest('editor_image_type');
  const image = await reencodeImage(options.body, source);
  const name = `${createHash('sha256').update(image.bytes).digest('hex')}.${IMAGE_EXTENSIONS[image.type]}`;
  const key = imageStorageKey(name);
  const booking = await bookUpload(ctx.db, { userId: options.userId, kind: 'image', objectKey: key, sizeBytes: image.bytes.length, now: options.now });
  await ctx.storage.put(key, image.bytes).catch(async (error: unknown) => {
    await cancelUpload(ctx.db, booking);
    throw error;
  });
  return { url: `/api/v1/images/${name}`, type: image.type, width: image.width, height: image.height, size_bytes: image.bytes.length };
}
