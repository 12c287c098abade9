// `npm start`: builds the web app if needed, then runs the platform (API, web app and scoring worker) in this
// process, from the server's bundle (scripts/server-bundle.mjs; made when its sources changed).
import { pathToFileURL } from 'node:url';
import { ensureServerBundle } from './server-bundle.mjs';
import { ensureWebBuild } from './web-build.mjs';

let bundle;
try {
  await ensureWebBuild();
  bundle = await ensureServerBundle();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// Stack traces name the bundle's lines (each source is marked in it by its path); the map beside it turns them into
// the sources' with NODE_OPTIONS=--enable-source-maps, which is left off as it costs about 0.4 s of every start.
await import(pathToFileURL(bundle).href);
