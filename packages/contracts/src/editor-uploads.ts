/** An editor image's limit while it arrives; a bigger upload is cut off there and nothing is stored. */
export const EDITOR_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A video post's file limit, streamed to disk. */
export const EDITOR_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** The most pixels an image may decode to (a 10 MB PNG can claim billions: a decompression bomb). */
export const EDITOR_IMAGE_MAX_PIXELS = 40_000_000;
/** What one member may upload in 24 hours, images and videos together. */
export const EDITOR_UPLOAD_DAILY_BYTES = 500 * 1024 * 1024;
export const EDITOR_UPLOAD_DAILY_FILES = 100;

/** The answer to an editor image upload: its address in the platform's image store and its size after re-encoding. */
export interface EditorImage {
  url: string;
  type: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
  size_bytes: number;
}

/** The answer to a video upload: the address to put in a post's video field. */
export interface EditorVideo {
  url: string;
  type: 'mp4' | 'webm';
  size_bytes: number;
}

// The platform's own video store (GET /api/v1/videos/{name}); a post's video field holds this path or an https address.
const PLATFORM_VIDEO = /^\/api\/v1\/videos\/[a-f0-9]{32}\.(mp4|webm)$/;

/** Whether a post's video address is a file uploaded to this platform (played in the page) rather than a link. */
export function isPlatformVideo(src: string): boolean {
  return PLATFORM_VIDEO.test(src);
}
