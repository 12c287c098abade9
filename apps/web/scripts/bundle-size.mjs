#!/usr/bin/env node
// Prints the gzipped JavaScript and CSS of the web app per route chunk, and what a first visit to `/`
// downloads (entry + everything it imports statically + the home page chunk). Run after `vite build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const HOME_BUDGET_KB = 140;

const gz = new Map();
const gzipped = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(dist + file), { level: 9 }).length);
  return gz.get(file);
};

/** Files a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

function files(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  return { js, css };
}

const sum = (set) => [...set].reduce((total, file) => total + gzipped(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = files(closure(entryKey));
const routes = Object.keys(manifest).filter((key) => /\/(features|ui\/error-page)\/.+-page\.tsx$/.test(key));

console.log(`entry (${manifest[entryKey].file} + static imports): JS ${kb(sum(entry.js))}, CSS ${kb(sum(entry.css))}`);
console.log('\nroute chunk                                      JS (own + shared not in entry)   CSS');
for (const key of routes.sort()) {
  const own = files(closure(key));
  const js = new Set([...own.js].filter((file) => !entry.js.has(file)));
  const css = new Set([...own.css].filter((file) => !entry.css.has(file)));
  console.log(`${key.replace('src/', '').padEnd(48)} ${kb(sum(js)).padStart(10)}   ${kb(sum(css)).padStart(22)}`);
}

// The home page ships in the entry (app/routing/router.tsx); should it become a chunk again, it is counted here.
const homeKey = routes.find((key) => key.endsWith('home/home-page.tsx'));
const home = files(new Set([...closure(entryKey), ...(homeKey ? closure(homeKey) : [])]));
const homeJs = sum(home.js);
console.log(`\nfirst visit to /: JS ${kb(homeJs)} (budget ${HOME_BUDGET_KB} KB), CSS ${kb(sum(home.css))}`);
if (homeJs > HOME_BUDGET_KB * 1024) {
  console.error('over budget');
  process.exitCode = 1;
}
