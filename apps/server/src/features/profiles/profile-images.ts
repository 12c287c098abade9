import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { PROFILE_IMAGE_MAX_BYTES } from '@madang/contracts/profiles';
import type { Database } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import { imageStorageKey, sniffImageType, uploadImage } from '../host/upload-image.ts';
import type { Storage } from '../storage/storage.ts';

export type ProfileImageKind = 'picture' | 'cover';

/** The spec's form fields: `picture` for the profile picture, `bg_picture` for the cover. */
const FIELD_OF: Record<ProfileImageKind, string> = { picture: 'picture', cover: 'bg_picture' };

const pictureTooLarge = () => new AppError('file_too_large', 'picture_too_large');
const notAnImage = () => badRequest('image_file_required');

/** Reads the one image file of a multipart request, at most 1 MB, refusing anything that is not an image by its first bytes. */
export async function readProfileImage(request: FastifyRequest, kind: ProfileImageKind): Promise<Buffer> {
  if (!request.isMultipart()) throw notAnImage();
  for await (const part of request.parts({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 } })) {
    if (part.type === 'field') continue;
    if (part.fieldname !== FIELD_OF[kind]) {
      part.file.resume();
      throw badRequest('validation', { fields: [{ field: FIELD_OF[kind], key: 'validation.required' }] });
    }
    const body = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw pictureTooLarge();
      throw error;
    });
    if (body.length === 0 || !sniffImageType(body)) throw notAnImage();
    return body;
  }
  throw notAnImage();
}

/**
 * Stores the image with the host console's image store (named by the hash of its bytes) and points
 * the member's picture or cover at it.
 */
export async function saveProfileImage(ctx: { db: Database; storage: Storage }, options: { userId: number; kind: ProfileImageKind; body: Buffer; now: Date }) {
  const image = await uploadImage(ctx.storage, options.body);
  const key = imageStorageKey(image.url.slice(image.url.lastIndexOf('/') + 1));
  await ctx.db.transaction(async (tx) => {
    if (options.kind === 'picture') {
      await tx.update(users).set({ picturePath: key, pictureUpdatedAt: options.now }).where(eq(users.id, options.userId));
      return;
    }
    await tx
      .insert(userProfiles)
      .values({ userId: options.userId, coverPath: key, coverUpdatedAt: options.now, updatedAt: options.now })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { coverPath: key, coverUpdatedAt: options.now, updatedAt: options.now } });
  });
  return { updated_at: options.now.toISOString() };
}
