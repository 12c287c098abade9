// The dependency rule (docs/architecture.md, "Code checks"), over the import statements of the source files:
//   1. apps/server/src/http/ imports no feature: it is the layer features build on (its tests, which drive the whole app, may).
//   2. A server feature imports another feature's public files only: everything except what lies under an `internal/` folder.
//   3. A web feature imports no other feature's `parts/`, `lib/` or CSS: shared pieces live in apps/web/src/ui and lib.
//   4. The web app imports nothing from the server.
// `node scripts/check-dependencies.mjs` prints each offending import with its file and line and exits 1 when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|css)$/;
// `from '…'` ends every static import and re-export, however many lines it spans; the others are side-effect
// imports (CSS's `@import '…'` among them), dynamic imports and CSS's `@import url('…')`.
const SPECIFIERS = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g, /@import\s+url\(\s*['"]([^'"]+)['"]/g];

export const RULES = {
  httpImportsFeature: 'apps/server/src/http/ imports no feature',
  featureInternals: "a server feature imports another feature's public files only (nothing under internal/)",
  webFeatureParts: "a web feature imports no other feature's parts/, lib/ or CSS",
  webImportsServer: 'the web app imports nothing from the server',
};

/** Every import of the source files under `root` that breaks a rule: file and line (repository-relative), what it imports and which rule. */
export function findViolations(root) {
  const violations = [];
  for (const file of sourceFiles(root)) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const specifier of specifiersIn(text)) {
        const rule = brokenRule(file, resolveImport(file, specifier));
        if (rule) violations.push({ file, line: index + 1, specifier, rule });
      }
    });
  }
  return violations;
}

function sourceFiles(root) {
  const files = [];
  for (const sourceRoot of SOURCE_ROOTS) {
    let entries;
    try {
      entries = readdirSync(path.join(root, sourceRoot), { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!file.includes('/node_modules/')) files.push(file);
    }
  }
  return files.sort();
}

function specifiersIn(text) {
  const found = [];
  for (const pattern of SPECIFIERS) for (const match of text.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The repository-relative path a relative import points at (query suffixes such as `?url` dropped); bare package names stay as they are. */
function resolveImport(file, specifier) {
  const bare = specifier.split('?')[0];
  if (!bare.startsWith('.')) return bare;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), bare));
}

const featureOf = (file, app) => file.match(new RegExp(`^apps/${app}/src/features/([^/]+)/`))?.[1];
const isTest = (file) => /\.test\.tsx?$/.test(file);

function brokenRule(file, target) {
  if (file.startsWith('apps/web/')) {
    if (target.startsWith('apps/server/') || target.startsWith('@madang/server')) return RULES.webImportsServer;
    const from = featureOf(file, 'web');
    const to = featureOf(target, 'web');
    if (from && to && from !== to) {
      const inside = target.slice(`apps/web/src/features/${to}/`.length);
      if (/^(parts|lib)\//.test(inside) || inside.endsWith('.css')) return RULES.webFeatureParts;
    }
    return undefined;
  }
  if (file.startsWith('apps/server/src/http/') && !isTest(file) && featureOf(target, 'server')) return RULES.httpImportsFeature;
  const from = featureOf(file, 'server');
  const to = featureOf(target, 'server');
  if (to && from !== to && target.slice(`apps/server/src/features/${to}/`.length).split('/').includes('internal')) return RULES.featureInternals;
  return undefined;
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const violations = findViolations(root);
  for (const v of violations) console.log(`${v.file}:${v.line}  imports '${v.specifier}'  (${v.rule})`);
  if (violations.length === 0) {
    console.log('Dependency rule: no import breaks it.');
    return;
  }
  const byRule = Object.values(RULES)
    .map((rule) => [rule, violations.filter((v) => v.rule === rule).length])
    .filter(([, count]) => count > 0);
  console.log(`\n${violations.length} imports break the dependency rule:`);
  for (const [rule, count] of byRule) console.log(`  ${count}  ${rule}`);
  process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
