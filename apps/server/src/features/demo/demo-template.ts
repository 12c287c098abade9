import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';

/**
 * A new PGlite data directory starts from a migrated, seeded copy made once (about 0.5 s to load instead of
 * several seconds of migrations and seed). The copy lives outside the repository and any data directory, and is
 * only used for the exact code that made it: its key hashes the migrations, the server's and packages' sources
 * (the seed goes through the console's services, so any of them can change what it makes), the demo learning
 * projects' files and PGlite's version.
 * The seed's dates are relative to its "now", so a loaded copy is moved forward by the time since it was made.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
export const defaultTemplateCacheDir = path.join(repoRoot, 'node_modules/.cache/madang');
const keyRoots = ['apps/server/src', 'packages/contracts/src', 'packages/i18n/src'].map((dir) => path.join(repoRoot, dir));
const pgliteVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;

function listSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      // Besides code: the demo learning projects' folders (markdown, Python, data), which the seed imports.
      .filter((name) => !/\.test\.ts$/.test(name) && /\.(ts|sql|json|md|py|csv)$/.test(name))
      .map((name) => path.join(dir, name))
      .filter((file) => statSync(file).isFile())
      .sort()
  );
}

/** The hash of everything that decides what the seeded template holds. */
export function demoTemplateKey(roots: string[] = keyRoots): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion}\n`);
  for (const root of roots) {
    for (const file of listSources(root)) hash.update(`${path.relative(root, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

interface TemplateMeta {
  seededAt: string;
}

const entryOf = (cacheDir: string, key: string) => path.join(cacheDir, `demo-${key}`);

/** Keeps the migrated, seeded database and its stored files for the next new data directory. */
export async function saveDemoTemplate(options: { cacheDir: string; key: string; pglite: PGlite; dataDir: string; storageDir: string; seededAt: Date }) {
  const entry = entryOf(options.cacheDir, options.key);
  if (existsSync(entry)) return;
  // Written beside its final name, then renamed: two first starts at once never leave half a template.
  const partial = `${entry}.${process.pid}.partial`;
  mkdirSync(partial, { recursive: true });
  try {
    // PGlite's own dump is a tar of these same files; a copy of the directory opens in a fraction of the time a
    // dump takes to load into a new directory (about 0.6 s against 2.4 s here).
    await options.pglite.exec('checkpoint');
    cpSync(options.dataDir, path.join(partial, 'db'), { recursive: true });
    // A copy of a running database opens as after a crash: every new data directory made from it would recover it
    // again (about a second here). Opened and closed once now, it is kept shut down cleanly.
    await closeCleanly(path.join(partial, 'db'));
    if (existsSync(options.storageDir)) cpSync(options.storageDir, path.join(partial, 'files'), { recursive: true });
    const meta: TemplateMeta = { seededAt: options.seededAt.toISOString() };
    writeFileSync(path.join(partial, 'meta.json'), JSON.stringify(meta));
    // Older keys are dead: only the current code's template is ever loaded.
    for (const name of readdirSync(options.cacheDir)) {
      if (name.startsWith('demo-') && !name.endsWith('.partial')) rmSync(path.join(options.cacheDir, name), { recursive: true, force: true });
    }
    renameSync(partial, entry);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(entry)) throw error;
  }
}

async function closeCleanly(dataDir: string) {
  const copy = await openDatabase({ kind: 'pglite', dataDir });
  await copy.close();
}

/**
 * Opens a new data directory as a copy of the template for `key`, with its stored files and its dates moved to
 * `now`; undefined when there is no template for this key (the caller migrates and seeds, then saves one).
 */
export async function openDemoTemplate(options: { cacheDir: string; key: string; dataDir: string; storageDir: string; now: Date }): Promise<DatabaseHandle | undefined> {
  const entry = entryOf(options.cacheDir, options.key);
  if (!existsSync(path.join(entry, 'meta.json')) || existsSync(options.dataDir)) return undefined;
  const meta = JSON.parse(readFileSync(path.join(entry, 'meta.json'), 'utf8')) as TemplateMeta;
  if (existsSync(path.join(entry, 'files'))) cpSync(path.join(entry, 'files'), options.storageDir, { recursive: true });
  cpSync(path.join(entry, 'db'), options.dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: options.dataDir });
  await shiftDates(database.pglite!, options.now.getTime() - new Date(meta.seededAt).getTime());
  return database;
}

/** Moves every date and time in the public tables by `ms`, one UPDATE per table, in one transaction. */
async function shiftDates(pglite: PGlite, ms: number) {
  const { rows } = await pglite.query<{ table_name: string; column_name: string; data_type: string }>(`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
    order by table_name, column_name`);
  const byTable = new Map<string, string[]>();
  const shift = `interval '${Math.round(ms)} milliseconds'`;
  for (const row of rows) {
    const column = `"${row.column_name}"`;
    const set = row.data_type === 'date' ? `${column} = (${column}::timestamp + ${shift})::date` : `${column} = ${column} + ${shift}`;
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), set]);
  }
  await pglite.transaction(async (tx) => {
    // Moving the whole copy in time changes no fact in it, so the triggers that guard facts (the subscription ledger
    // refuses every UPDATE) stay out of it for this transaction only.
    await tx.exec('set local session_replication_role = replica');
    for (const [table, sets] of byTable) await tx.exec(`update "${table}" set ${sets.join(', ')}`);
  });
}
