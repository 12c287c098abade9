import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeObjectKey, type SignedLinkParams, type Storage } from './storage.ts';

/**
 * Files on the local disk under `root`, served by the API's /api/files route behind an HMAC signature. Links are
 * paths on the platform itself, so they work at whatever address a browser reached the site (the security policy
 * lets a page fetch only its own origin).
 */
export function createLocalStorage(options: { root: string; secret: string }): Storage {
  const fileOf = (key: string) => {
    if (!isSafeObjectKey(key)) throw new Error(`unsafe object key: ${key}`);
    return path.join(options.root, key);
  };
  const sign = (params: SignedLinkParams) =>
    createHmac('sha256', options.secret)
      .update(`${params.key}\n${params.expires}\n${params.type ?? ''}\n${params.name ?? ''}`)
      .digest('base64url');

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await pipeline(body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        // An aborted or refused upload leaves nothing behind.
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(file, range) as Readable, size: info.size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    signedUrl(key, { expiresInSeconds, responseType, downloadName }) {
      fileOf(key);
      const params: SignedLinkParams = {
        key,
        expires: Math.floor(Date.now() / 1000) + expiresInSeconds,
        type: responseType,
        name: downloadName,
      };
      const query = new URLSearchParams({ key, expires: String(params.expires), sig: sign(params) });
      if (responseType) query.set('type', responseType);
      if (downloadName) query.set('name', downloadName);
      return `/api/files?${query}`;
    },
    verifySignature(params, signature) {
      const expected = Buffer.from(sign(params));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
