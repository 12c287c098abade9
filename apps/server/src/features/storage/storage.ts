import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
}

/** Where files live: local disk by default; every file a browser fetches goes through a signed, expiring link. */
export interface Storage {
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The object, or with `range` only its bytes from `start` to `end` (inclusive), as HTTP ranges count them. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /** An expiring link to the object: a path on this platform for local files, a full address for object storage. */
  signedUrl(key: string, options: { expiresInSeconds: number; responseType?: string; downloadName?: string }): string;
  /** Checks a link served by this platform's own /api/files route. */
  verifySignature(params: SignedLinkParams, signature: string): boolean;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface SignedLinkParams {
  key: string;
  expires: number;
  type: string | undefined;
  name: string | undefined;
}

/** Keys are relative paths of safe segments; anything that could climb out of the store is refused. */
export function isSafeObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 500 || key.startsWith('/')) return false;
  return key.split('/').every((segment) => /^[\w.-]+$/.test(segment) && segment !== '.' && segment !== '..');
}
