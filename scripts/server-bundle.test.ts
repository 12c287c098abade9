import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  write('entry.ts', "import { located, version } from './located.ts';\nexport const result: { located: string; version: number } = { located, version };\n");
  write('located.ts', "export const located = new URL('./data.txt', import.meta.url).href + ' ' + import.meta.dirname;\nexport const version = 1;\n");
  return { entry: path.join(source, 'entry.ts'), source, cacheDir: path.join(dir, 'cache'), write };
}

const run = async (bundle: string) => ((await import(`${pathToFileURL(bundle).href}?at=${Math.random()}`)) as { result: { located: string; version: number } }).result;

describe('the server bundle', () => {
  it('keeps each source’s own location for the files it finds beside itself', async () => {
    const program = writeProgram();
    const bundle = await ensureServerBundle({ entry: program.entry, cacheDir: program.cacheDir });
    expect(path.dirname(bundle)).toBe(program.cacheDir);
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
    expect(readdirSync(program.cacheDir).filter((name) => name.endsWith('.mjs'))).toHaveLength(2);
  });
});
