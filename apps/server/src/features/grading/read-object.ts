import type { Storage } from '../storage/storage.ts';

/** A stored file's bytes; a missing file is an error the job retries. */
export async function readObject(storage: Storage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`stored file missing: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
