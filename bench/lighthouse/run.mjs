// Lighthouse (mobile emulation, simulated throttling: its defaults) on the pages people open first, in Korean
// and in English, against Debian's Chromium and a platform started here by `npm start` on a new data directory.
// Prints a table and writes it, with the machine's load, between the markers in docs/performance.md.
// Usage: node bench/lighthouse/run.mjs [--no-write] [--reports <dir>] [--only <path,…>] [--languages ko|en]
// (--reports keeps each page's full Lighthouse JSON; --only and --languages measure part of the pages, which is
// quicker when comparing a change, and never write the docs)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startProcess } from '../server-process.mjs';

const chromePath = '/usr/bin/chromium';
// The flags of e2e/playwright.config.ts; the background services would reach for the network.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const categories = ['performance', 'accessibility', 'best-practices'];
const docsPath = path.join(root, 'docs/performance.md');
const begin = '<!-- lighthouse:latest -->';
const end = '<!-- /lighthouse:latest -->';

/**
 * A server renders first screens once its render thread is warm, seconds after it starts answering; a deployed
 * server is long past that, so the pages are measured from then on.
 */
async function waitForServerRender(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const html = await (await fetch(`${url}/competitions`)).text();
    if (html.includes('id="madang-render-state"')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server never rendered a first screen.');
}

/** The demo's first forum post, as the community list links it. */
async function findTalkPostPath(url) {
  const body = await fetch(`${url}/api/talkboard/v3/list`).then((r) => r.json());
  const items = body.data?.items;
  const post = items?.find((item) => item.cpt_id === 0);
  if (!post) throw new Error(`no site forum post in /api/talkboard/v3/list: ${JSON.stringify(body).slice(0, 200)}`);
  return `/forum/${post.tb_id}`;
}

/**
 * The demo's first learning project: a lesson step's page answers visitors with the login prompt (the steps are
 * for members), so the project's overview, the learning page a visitor opens first, stands in for it.
 */
async function findLearningProjectPath(url) {
  const body = await fetch(`${url}/api/v2/edu/getMainListBySubject`).then((r) => r.json());
  const project = body.data?.subjects?.flatMap((subject) => subject.projects)[0];
  if (!project) throw new Error(`no learning project in /api/v2/edu/getMainListBySubject: ${JSON.stringify(body).slice(0, 200)}`);
  return `/edu/${project.id}`;
}

const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const only = argument('--only')?.split(',');
const languages = (argument('--languages') ?? 'ko,en').split(',');
const reportsDir = argument('--reports');

// Korean addresses send a first visit from an English browser to their /en form, so each run states its language.
async function measure(chrome, url, name, language) {
  const flags = { port: chrome.port, onlyCategories: categories, logLevel: 'error', output: 'json', extraHeaders: { 'Accept-Language': language } };
  let { lhr, report } = await lighthouse(url, flags);
  // On a busy machine Chromium's trace sometimes misses the navigation's start; Lighthouse asks to run again.
  for (let retry = 0; retry < 2 && lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) ({ lhr, report } = await lighthouse(url, flags));
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `${name}.json`), report);
  }
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    version: lhr.lighthouseVersion,
    failing,
  };
}

function formatTable(rows) {
  const lines = ['| page | language | performance | accessibility | best practices | FCP | LCP | TBT | CLS |', '|---|---|---|---|---|---|---|---|---|'];
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  for (const r of rows) {
    lines.push(
      `| \`${r.path}\` | ${r.language} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}

function writeDocs(markdown) {
  const text = readFileSync(docsPath, 'utf8');
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${begin} … ${end} section to write into`);
  writeFileSync(docsPath, `${text.slice(0, from + begin.length)}\n${markdown}\n${text.slice(to)}`);
}

const port = 3400 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'madang-bench-lighthouse-'));
const server = await startProcess({ script: 'scripts/start.mjs', useTsx: false, env: { DATA_DIR: dataDir }, port });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
try {
  await waitForServerRender(server.url);
  const pages = only ?? [
    '/',
    '/competitions',
    '/competitions/official/housing-price-2025/leaderboard',
    await findTalkPostPath(server.url),
    await findLearningProjectPath(server.url),
  ];
  const rows = [];
  for (const page of pages) {
    for (const [language, prefix] of [
      ['ko', ''],
      ['en', '/en'],
    ].filter(([language]) => languages.includes(language))) {
      const pagePath = page === '/' && prefix ? `${prefix}/` : `${prefix}${page}`;
      const result = await measure(chrome, `${server.url}${pagePath}`, `${language}${page.replaceAll('/', '_')}`, language);
      rows.push({ path: pagePath, language, ...result });
      console.error(`${pagePath}: below 0.9: ${result.failing.join(', ') || 'none'}`);
    }
  }
  const load = execFileSync('uptime', { encoding: 'utf8' }).trim();
  const markdown =
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Lighthouse ${rows[0].version}` +
    `, Chromium at ${chromePath}; \`uptime\`: ${load}\n\n${formatTable(rows)}`;
  console.log(markdown);
  if (!process.argv.includes('--no-write') && !only && languages.length === 2) writeDocs(markdown);
} finally {
  await chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
