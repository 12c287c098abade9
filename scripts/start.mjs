// `npm start`: builds the web app if needed, then runs the platform (API, web app and scoring worker) in one process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
try {
  await ensureWebBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
