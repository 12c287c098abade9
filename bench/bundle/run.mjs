// The JavaScript and CSS a first visit to `/` downloads, gzipped, per route chunk, beside the floor of the
// same stack: a React 19 + React Router "hello" page built by the same Vite in the same run.
// Usage: node bench/bundle/run.mjs
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { ensureWebBuild } from '../../scripts/web-build.mjs';

const root = path.resolve(import.meta.dirname, '../..');
await ensureWebBuild();
const ours = spawnSync(process.execPath, [path.join(root, 'apps/web/scripts/bundle-size.mjs')], { encoding: 'utf8' });
process.stdout.write(ours.stdout);
const ourFirstVisit = Number(/first visit to \/: JS ([\d.]+) KB/.exec(ours.stdout)?.[1]);

const peerDir = path.join(root, 'bench/.out/bundle-peer');
mkdirSync(path.join(peerDir, 'src'), { recursive: true });
writeFileSync(path.join(peerDir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>');
writeFileSync(
  path.join(peerDir, 'src/main.jsx'),
  `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
const router = createBrowserRouter([{ path: '/', element: <h1>Hello</h1> }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`,
);
await build({ root: peerDir, logLevel: 'silent', plugins: [react()], build: { outDir: 'dist', target: 'es2022' }, resolve: { preserveSymlinks: false } });
const assets = path.join(peerDir, 'dist/assets');
const peerBytes = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .reduce((total, file) => total + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
const peerKb = peerBytes / 1024;
console.log(`\npeer: React 19 + React Router hello page, same Vite: JS ${peerKb.toFixed(1)} KB`);
console.log(`ratio, our first visit to / against the peer: ${(ourFirstVisit / peerKb).toFixed(2)}×`);
