// `npm start` runs the server as one JavaScript file bundled from its TypeScript sources, so plain node starts it
// without compiling hundreds of modules on the fly (about a second of every start under tsx). The bundle is made once
// per state of the sources and kept in a cache: a manifest lists the files that went into it with the hash of their
// contents, and a start whose files still hash the same reuses it. Packages from node_modules stay outside the bundle
// (PGlite and sharp load files beside their own modules); the workspace packages (@madang/*) are bundled. Code that
// finds files beside its own source (migrations, demo files, worker modules, the web build) keeps finding them there:
// each source's `import.meta.url`, `import.meta.dirname` and `import.meta.filename` are written into the bundle as
// that source's own location, not the bundle's.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const defaultServerEntry = path.join(root, 'apps/server/src/main.ts');
// Under the server's own node_modules, so that the bundle resolves the server's packages as its sources do.
const defaultBundleCacheDir = path.join(root, 'apps/server/node_modules/.cache/madang');
const keptBundles = 3;

/** Hash of the files' names and contents (and of this script, which decides how they are bundled). */
function hashSources(files) {
  const hash = createHash('sha256').update(readFileSync(import.meta.filename));
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

function readManifest(manifestPath) {
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The bundle the manifest names, if its sources still hash as they did when it was made. */
function currentBundle(cacheDir, manifest) {
  if (!manifest) return undefined;
  const bundlePath = path.join(cacheDir, `server-${manifest.key}.mjs`);
  try {
    statSync(bundlePath);
    return hashSources(manifest.inputs) === manifest.key ? bundlePath : undefined;
  } catch {
    // A listed source is gone, or the bundle is.
    return undefined;
  }
}

/** Replaces a source's `import.meta` locations by its own, since the bundle lives elsewhere. */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@madang/') ? undefined : { external: true }));
    build.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = (await readFile(args.path, 'utf8'))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: /\.m?ts$/.test(args.path) ? 'ts' : 'js' };
    });
  },
};

async function buildBundle(entry, cacheDir, manifestPath) {
  // esbuild is a root devDependency; stopped after the build, so that its service process does not live on beside
  // the server.
  const { build, stop } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    outfile: path.join(cacheDir, 'server.mjs'),
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [sourceLocations],
  }).finally(() => stop());
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => path.resolve(root, input))
    .sort();
  const key = hashSources(inputs);
  const bundlePath = path.join(cacheDir, `server-${key}.mjs`);
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs')).text.replace('sourceMappingURL=server.mjs.map', `sourceMappingURL=server-${key}.mjs.map`);
  const map = result.outputFiles.find((file) => file.path.endsWith('.map')).text;
  mkdirSync(cacheDir, { recursive: true });
  // Written beside and renamed into place, map first: a concurrent start never runs half a file.
  const temporary = `${bundlePath}.${process.pid}.tmp`;
  writeFileSync(temporary, map);
  renameSync(temporary, `${bundlePath}.map`);
  writeFileSync(temporary, code);
  renameSync(temporary, bundlePath);
  writeFileSync(temporary, JSON.stringify({ key, inputs }));
  renameSync(temporary, manifestPath);
  pruneBundles(cacheDir);
  return bundlePath;
}

/** Keeps the newest few bundles: an older one may still be starting in another process. */
function pruneBundles(cacheDir) {
  const bundles = readdirSync(cacheDir)
    .filter((name) => /^server-[0-9a-f]+\.mjs$/.test(name))
    .map((name) => ({ name, at: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of bundles.slice(keptBundles)) {
    rmSync(path.join(cacheDir, name), { force: true });
    rmSync(path.join(cacheDir, `${name}.map`), { force: true });
  }
}

/** The path of a bundle of `entry` made from the current sources, built first when there is none. */
export async function ensureServerBundle({ entry = defaultServerEntry, cacheDir = defaultBundleCacheDir } = {}) {
  const manifestPath = path.join(cacheDir, `${path.basename(entry, path.extname(entry))}-bundle.json`);
  return currentBundle(cacheDir, readManifest(manifestPath)) ?? (await buildBundle(entry, cacheDir, manifestPath));
}
