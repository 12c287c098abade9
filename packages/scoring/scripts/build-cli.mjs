// Bundles the command line into dist/score.mjs, so that `npm run score` starts plain node on one
// file instead of compiling the TypeScript sources at every start. Runs at `npm ci` (prepare)
// and again from bin/score.mjs whenever a source is newer than the bundle.
import { readdirSync, renameSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageRoot = fileURLToPath(new URL('../', import.meta.url));
const sourceFolder = fileURLToPath(new URL('../src/', import.meta.url));
export const bundlePath = fileURLToPath(new URL('../dist/score.mjs', import.meta.url));

/** Newest modification time of the sources the bundle is made from (and of this script). */
function newestSourceTime() {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  for (const entry of readdirSync(sourceFolder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
  }
  return newest;
}

/** Whether dist/score.mjs exists and is at least as new as every source. */
export function isBundleFresh() {
  try {
    return statSync(bundlePath).mtimeMs >= newestSourceTime();
  } catch {
    return false;
  }
}

/** Builds the bundle; written beside and renamed, so a concurrent reader never sees half a file. */
export async function buildCli() {
  // esbuild comes with tsx, which the repository installs anyway.
  const { build } = await import('esbuild');
  const temporary = `${bundlePath}.${process.pid}.tmp`;
  await build({
    entryPoints: [`${sourceFolder}cli/main.ts`],
    outfile: temporary,
    absWorkingDir: packageRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  renameSync(temporary, bundlePath);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
