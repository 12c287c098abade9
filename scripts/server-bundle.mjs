// `npm start` runs the server as JavaScript bundled from its TypeScript sources, so plain node starts it without
// compiling hundreds of modules on the fly (about a second of every start under tsx). The bundle is made once per
// state of the sources and kept in a cache: a manifest lists the files that went into it with their size, time and
// the hash of their contents. A start whose files all keep their size and time reuses it without reading them (one
// stat each, a few milliseconds); when some were touched, their contents decide, and an unchanged hash only refreshes
// the manifest. The workspace packages (@madang/*) and most npm packages are bundled too (node reads and compiles one
// large file faster than ~600 small ones: about 0.3 s of CPU per start here); those that find files beside their own
// modules (PGlite's WebAssembly, native addons, pino's worker, Swagger UI's pages) stay in node_modules, listed in
// `externalPackages`. What the server imports only when needed (the demo seed)
// is a chunk of its own, loaded with it, so the packages only it uses are not loaded by every start either. Code that
// finds files beside its own source (migrations, demo files, worker modules, the web build) keeps finding them there:
// each source's `import.meta.url`, `import.meta.dirname` and `import.meta.filename` are written into the bundle as
// that source's own location, not the bundle's.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** Each file's size and modification time, which change whenever it is written. */
const statsOf = (files) =>
  [import.meta.filename, ...files].map((file) => {
    const { size, mtimeMs } = statSync(file);
    return `${size}:${mtimeMs}`;
  });

function readManifest(manifestPath) {
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return undefined;
  }
}

const writeAtomically = (file, text) => {
  // Written beside and renamed into place: a concurrent start never reads half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
};

const bundleDirOf = (cacheDir, key) => path.join(cacheDir, `server-${key}`);

/** The bundle the manifest names, if its sources are still those it was made from. */
function currentBundle(cacheDir, manifestPath, entryName) {
  const manifest = readManifest(manifestPath);
  if (!manifest?.stats) return undefined;
  const bundlePath = path.join(bundleDirOf(cacheDir, manifest.key), entryName);
  try {
    if (!existsSync(bundlePath)) return undefined;
    const stats = statsOf(manifest.inputs);
    if (stats.every((stat, i) => stat === manifest.stats[i])) return bundlePath;
    // Touched (a checkout, an editor's save): the contents decide.
    if (hashSources(manifest.inputs) !== manifest.key) return undefined;
    writeAtomically(manifestPath, JSON.stringify({ ...manifest, stats }));
    return bundlePath;
  } catch {
    // A listed source is gone.
    return undefined;
  }
}

// Packages that find files beside their own modules (WebAssembly, native addons, worker scripts, static assets) or are
// loaded only on demand stay in node_modules; the others are bundled. (@fastify/swagger reads its own package.json
// only for a title and version the app gives itself, and falls back when it cannot.)
const externalPackages = ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'pino', '@fastify/swagger-ui', 'nodemailer', 'esbuild'];

/** Replaces a source's `import.meta` locations by its own, since the bundle lives elsewhere. */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (externalPackages.some((name) => args.path === name || args.path.startsWith(`${name}/`)) ? { external: true } : undefined));
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

async function buildBundle(entry, cacheDir, manifestPath, entryName) {
  // esbuild is a root devDependency; stopped after the build, so that its service process does not live on beside
  // the server.
  const { build, stop } = await import('esbuild');
  const staging = path.join(cacheDir, `staging-${process.pid}`);
  const result = await build({
    entryPoints: { [path.basename(entryName, '.mjs')]: entry },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // The bundled CommonJS packages require node's modules and the packages left outside.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module';\nconst require = __bundleRequire(import.meta.url);" },
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [sourceLocations],
  }).finally(() => stop());
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => path.resolve(root, input))
    .sort();
  const stats = statsOf(inputs);
  const key = hashSources(inputs);
  const bundleDir = bundleDirOf(cacheDir, key);
  if (!existsSync(bundleDir)) {
    // Written in a folder of its own, then renamed into place: a concurrent start never runs half a bundle.
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    for (const file of result.outputFiles) writeFileSync(file.path, file.contents);
    try {
      renameSync(staging, bundleDir);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      // Another start made the same bundle meanwhile.
      if (!existsSync(bundleDir)) throw error;
    }
  }
  writeAtomically(manifestPath, JSON.stringify({ key, inputs, stats }));
  pruneBundles(cacheDir);
  return path.join(bundleDir, entryName);
}

/** Keeps the newest few bundles: an older one may still be starting in another process. */
function pruneBundles(cacheDir) {
  const bundles = readdirSync(cacheDir)
    .filter((name) => /^server-[0-9a-f]+(\.mjs(\.map)?)?$/.test(name))
    .map((name) => ({ name, at: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of bundles.slice(keptBundles)) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
}

/** The path of a bundle of `entry` made from the current sources, built first when there is none. */
export async function ensureServerBundle({ entry = defaultServerEntry, cacheDir = defaultBundleCacheDir } = {}) {
  const name = path.basename(entry, path.extname(entry));
  const manifestPath = path.join(cacheDir, `${name}-bundle.json`);
  const entryName = `${name}.mjs`;
  mkdirSync(cacheDir, { recursive: true });
  return currentBundle(cacheDir, manifestPath, entryName) ?? (await buildBundle(entry, cacheDir, manifestPath, entryName));
}
