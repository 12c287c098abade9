import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureServerBundle } from './server-bundle.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small program in its own folder: an entry that reports where a source module finds a file beside itself. */
function writeProgram() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'madang-bundle-'));
  dirs.push(dir);
  const source = path.join(dir, 'src');
  const write = (name: string, text: string) => writeFileSync(path.join(source, name), text);
  mkdirSync(source);
  write(
    'entry.ts',
    "import { located, version } from './located.ts';\nexport const result: { located: string; version: number } = { located, version };\nexport const later = () => import('./later.ts');\n",
  );
  write('later.ts', "import { version } from './located.ts';\nexport const laterText = 'loaded on demand ' + version;\n");
  write('located.ts', "export const located = new URL('./data.txt', import.meta.url).href + ' ' + import.meta.dirname;\nexport const version = 1;\n");
  return { entry: path.join(source, 'entry.ts'), source, cacheDir: path.join(dir, 'cache'), write };
}

type Program = { result: { located: string; version: number }; later: () => Promise<{ laterText: string }> };
const load = async (bundle: string) => (await import(`${pathToFileURL(bundle).href}?at=${Math.random()}`)) as Program;
const run = async (bundle: string) => (await load(bundle)).result;
/** The bundles kept in the cache (one folder each). */
const bundlesIn = (cacheDir: string) => readdirSync(cacheDir).filter((name) => name.startsWith('server-'));

describe('the server bundle', () => {
  it('keeps each source’s own location for the files it finds beside itself', async () => {
    const program = writeProgram();
    const bundle = await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir });
    expect(path.dirname(path.dirname(bundle))).toBe(program.cacheDir);
    expect((await run(bundle)).located).toBe(`${pathToFileURL(path.join(program.source, 'data.txt')).href} ${program.source}`);
  });

  it('is reused while its sources are unchanged, and made anew when one changes', async () => {
    const program = writeProgram();
    const first = await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir });
    const madeAt = statSync(first).mtimeMs;
    expect(await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir })).toBe(first);
    expect(statSync(first).mtimeMs).toBe(madeAt);

    program.write('located.ts', "export const located = 'elsewhere';\nexport const version = 2;\n");
    const second = await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir });
    expect(second).not.toBe(first);
    expect((await run(second)).version).toBe(2);
    // The previous bundle stays for a start that may still be loading it.
    expect(bundlesIn(program.cacheDir)).toHaveLength(2);
  });

  it('trusts sources that keep their size and time, and reads them when their time changes', async () => {
    const program = writeProgram();
    const located = path.join(program.source, 'located.ts');
    const madeAt = new Date('2026-01-02T03:04:05Z');
    utimesSync(located, madeAt, madeAt);
    const first = await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir });
    // Same size, same time: the check stats the file and does not read it, so this edit goes unseen.
    program.write('located.ts', readFileSync(located, 'utf8').replace('version = 1', 'version = 3'));
    utimesSync(located, madeAt, madeAt);
    expect(await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir })).toBe(first);

    // Touched without a change (a checkout, a save): its contents are read, they hash the same, the bundle stays.
    program.write('located.ts', readFileSync(located, 'utf8').replace('version = 3', 'version = 1'));
    expect(await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir })).toBe(first);
    expect(bundlesIn(program.cacheDir)).toHaveLength(1);
    // Written with new contents: a new bundle.
    program.write('located.ts', readFileSync(located, 'utf8').replace('version = 1', 'version = 4'));
    const second = await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir });
    expect(second).not.toBe(first);
    expect((await run(second)).version).toBe(4);
  });

  it('puts what is imported on demand in a chunk of its own, loaded only then', async () => {
    const program = writeProgram();
    const bundle = await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir });
    expect(readFileSync(bundle, 'utf8')).not.toContain('loaded on demand');
    const { later } = await load(bundle);
    expect((await later()).laterText).toBe('loaded on demand 1');
  });
});
