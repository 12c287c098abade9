// Builds the web app when its sources are newer than the last build, so `npm start` works on a fresh clone.
// The build is always a production build, whatever NODE_ENV the shell has: a development bundle is larger and
// slower, and a stamp beside the build says how it was made, so a build made otherwise is never served or measured.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { precompressAssets } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'apps/web/dist');
const builtIndex = path.join(distDir, 'index.html');
// The server's render of first screens, built beside the app (apps/server/src/http/first-screen).
const builtServerRender = path.join(root, 'apps/web/dist-ssr/render-first-screen.js');
// Kept beside the build, not in it, so the web server never serves it.
const stampFile = path.join(root, 'apps/web/.build-stamp.json');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/page-files-plugin.ts',
  'packages/i18n/src',
  'packages/contracts/src',
];
export const BUILD_MODE = 'production';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), info.mtimeMs);
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why the current build cannot be used, or undefined when it is up to date. */
export function staleReason({ stamp, built, changedAt }) {
  if (!stamp || !built) return 'no build yet';
  if (stamp.mode !== BUILD_MODE || stamp.nodeEnv !== BUILD_MODE) return `the last build was made for ${stamp.nodeEnv ?? 'an unknown'} mode`;
  if (!stamp.precompressed) return 'the last build has no compressed copies';
  if (!stamp.serverRender) return 'the last build has no server render';
  if (stamp.sourcesChangedAt < changedAt) return 'sources changed since the last build';
  return undefined;
}

/** Builds unless the last build is usable; `env` is the shell's environment, whose NODE_ENV the build ignores. */
export async function ensureWebBuild({ env = process.env } = {}) {
  const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  const reason = staleReason({ stamp: readStamp(), built: existsSync(builtIndex) && existsSync(builtServerRender), changedAt });
  if (!reason) return;
  console.log(`Building the web app (${reason})…`);
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: BUILD_MODE },
  });
  if (result.status !== 0) throw new Error('The web app did not build (see above).');
  await precompressAssets(distDir);
  writeFileSync(stampFile, `${JSON.stringify({ mode: BUILD_MODE, nodeEnv: BUILD_MODE, precompressed: true, serverRender: true, sourcesChangedAt: changedAt })}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await ensureWebBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
