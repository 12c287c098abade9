import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { EDITOR_VIDEO_MAX_BYTES, type EditorVideo } from '@madang/contracts/editor-uploads';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { cutAtLimit } from './cut-at-limit.ts';
import { sniffVideo, VIDEO_SNIFF_BYTES } from './sniff-media.ts';
import { bookUpload } from './upload-budget.ts';

export const videoStorageKey = (name: string) => `videos/${name}`;

const videoTooLarge = () => new AppError('file_too_large', 'editor_video_too_large', { params: { max: EDITOR_VIDEO_MAX_BYTES / 1024 / 1024 } });

/** The multipart parser's limit for a video part: it stops reading there and marks the file truncated. */
export const videoPartLimits = { fileSize: EDITOR_VIDEO_MAX_BYTES, files: 1, fields: 2 };

/**
 * Streams a video post's file to the upload store without holding it in memory: its first bytes must be MP4
 * or WebM, and a file that reaches the limit is refused and its partial copy removed. The stored size is then
 * booked against the member's daily budget. Videos get a random name, as they are too big to hash first.
 */
export async function storeVideo(ctx: Pick<AppContext, 'db' | 'storage'>, options: { userId: number; part: MultipartFile; now: Date }): Promise<EditorVideo> {
  const { file } = options.part;
  const head = await peekHead(file, VIDEO_SNIFF_BYTES);
  const type = sniffVideo(head);
  if (!type) {
    file.resume();
    throw badRequest(head.length === 0 ? 'editor_video_missing' : 'editor_video_type');
  }
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  const key = videoStorageKey(name);
  let size = 0;
  cutAtLimit(file, videoTooLarge);
  await ctx.storage.put(
    key,
    Readable.from(
      (async function* () {
        for await (const chunk of file) {
          size += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      })(),
    ),
  );
  await bookUpload(ctx.db, { userId: options.userId, kind: 'video', objectKey: key, sizeBytes: size, now: options.now }).catch(async (error: unknown) => {
    await ctx.storage.delete(key);
    throw error;
  });
  return { url: `/api/v1/videos/${name}`, type, size_bytes: size };
}

/** The stream's first `bytes` bytes (fewer if it is shorter), put back so the stream still starts with them. */
async function peekHead(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes && !stream.readableEnded && !stream.destroyed) {
    const chunk = stream.read() as Buffer | null;
    if (chunk === null) {
      // A body cut short ends the part with an error or just a close, never an end.
      await Promise.race([once(stream, 'readable'), once(stream, 'end'), once(stream, 'close')]);
      continue;
    }
    chunks.push(chunk);
    length += chunk.length;
  }
  if (stream.errored) throw stream.errored;
  const head = Buffer.concat(chunks);
  if (head.length > 0) stream.unshift(head);
  return head;
}
