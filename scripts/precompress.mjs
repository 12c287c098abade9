// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the web build, so the server sends
// compressed files without compressing on each request (@fastify/static `preCompressed`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT_ASSET = /\.(js|css|svg|json|html|txt|map)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Compresses the text files under `dir` (recursively); returns how many it compressed. */
export async function precompressAssets(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && TEXT_ASSET.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      compressed += 1;
    }),
  );
  return compressed;
}
