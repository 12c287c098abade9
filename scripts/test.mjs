// `npm test`: the code checks (lint, format, unused code, the dependency rule), the type check, unit and API tests on PGlite,
// the API tests again on PostgreSQL when TEST_DATABASE_URL is set, then the browser journeys. Ends with one "N passed,
// N failed" line over everything that ran and the names of the steps that failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.data-test/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, env, report) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (report && existsSync(report.file)) report.read(JSON.parse(readFileSync(report.file, 'utf8')));
  else if (result.status !== 0) totals.failed += 1;
  if (result.status !== 0) failedSteps.push(name);
}

const vitestReport = (file) => ({
  file,
  read(json) {
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests + (json.numFailedTestSuites ?? 0);
    totals.skipped += json.numPendingTests + json.numTodoTests;
  },
});

// The code checks come first: they take seconds, and each fails on its own (docs/architecture.md, "Code checks").
run('lint (Biome)', 'npx', ['biome', 'lint', '--error-on-warnings'], {});
run('format (Biome; `npm run format` rewrites)', 'npx', ['biome', 'format', '--reporter=summary'], {});
run('unused files, exports and dependencies (knip)', 'npx', ['knip'], {});
run('dependency rule', process.execPath, ['scripts/check-dependencies.mjs'], {});

run('type check', 'npm', ['run', '--silent', 'typecheck'], {});

const withoutPostgres = { TEST_DATABASE_URL: '' };
const unitFile = path.join(reports, 'unit.json');
run('unit and API tests (PGlite)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${unitFile}`], withoutPostgres, vitestReport(unitFile));

if (process.env.TEST_DATABASE_URL) {
  const pgFile = path.join(reports, 'api-postgres.json');
  run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile=${pgFile}`], {}, vitestReport(pgFile));
}

let webBuilt = true;
try {
  // Built as a shell set for development would build it: the budget below then proves the build ignores NODE_ENV.
  await ensureWebBuild({ env: { ...process.env, NODE_ENV: 'development' } });
} catch (error) {
  console.error(error.message);
  failedSteps.push('web build');
  totals.failed += 1;
  webBuilt = false;
}
if (webBuilt) {
  run('web bundle budget (first visit to / under 140 KB of JavaScript)', process.execPath, ['apps/web/scripts/bundle-size.mjs'], {});
}

if (webBuilt && existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
  const e2eFile = path.join(reports, 'e2e.json');
  run(
    'browser journeys (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
    {
      file: e2eFile,
      read(json) {
        totals.passed += json.stats.expected + json.stats.flaky;
        totals.failed += json.stats.unexpected;
        totals.skipped += json.stats.skipped;
      },
    },
  );
}

// The code runner's Python harness, with Debian's Python that the runner itself uses.
run('code runner harness (Python)', '/usr/bin/python3', ['-B', '-m', 'unittest', 'discover', '-s', 'packages/runner/python', '-p', 'test_*.py'], {});

if (existsSync(path.join(root, 'clients/python/tests'))) {
  run('Python client', 'python3', ['-m', 'unittest', 'discover', '-s', 'clients/python/tests', '-t', 'clients/python'], {});
}

console.log(failedSteps.length ? `\nFailed: ${failedSteps.join(', ')}` : '');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
