import { decodeFully } from './decode-fully.ts';

// The platform's public image store (features/host/upload-image.ts): images named by the hash of their bytes.
const PLATFORM_IMAGE = /^\/api\/v1\/images\/[a-f0-9]{64}\.(png|jpg|webp)$/;
const BASE = 'http://user-content.invalid';

/**
 * Whether an image in user content (posts, comments, notebooks, notices, interviews, competition pages) may be
 * shown: only from the platform's own image store, written as a path. Anything else would make every reader's
 * browser call an address the author chose: another site that tracks readers, or the platform's own API.
 */
export function isPlatformImage(src: string): boolean {
  return PLATFORM_IMAGE.test(src);
}

/**
 * Whether a link in user content leads into an API (a path under /api, on this site or any other, however
 * encoded). Such links are shown without their address: a click must not call the platform's API as the reader.
 */
export function isApiLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href.trim(), BASE);
  } catch {
    return true;
  }
  const path = decodeFully(url.pathname)
    .toLowerCase()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  return path === '/api' || path.startsWith('/api/');
}
