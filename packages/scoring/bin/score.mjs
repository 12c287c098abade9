// `npm run score`: plain node on the bundled command line, rebuilt first when a source changed.
import { buildCli, bundlePath, isBundleFresh } from '../scripts/build-cli.mjs';

if (!isBundleFresh()) await buildCli();
await import(new URL(`file://${bundlePath}`).href);
