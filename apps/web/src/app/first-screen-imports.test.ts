import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(import.meta.dirname, '..');
const contractsSrc = path.resolve(webSrc, '../../../packages/contracts/src');

// Static value imports and re-exports; `import type` and dynamic `import()` load nothing when a module runs.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** Where a specifier leads, or the bare package name when it is another package. */
function resolveSpecifier(from: string, specifier: string): string {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  if (specifier.startsWith('@madang/contracts/')) return path.join(contractsSrc, `${specifier.slice('@madang/contracts/'.length)}.ts`);
  return specifier;
}

/** The chain of modules by which `entry` evaluates `target` when it runs, or undefined when it never does. */
function importChain(entry: string, target: (specifier: string) => boolean): string[] | undefined {
  const parents = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolveSpecifier(file, specifier!);
      if (target(specifier!)) {
        const chain = [specifier!];
        for (let at: string | null | undefined = file; at; at = parents.get(at)) chain.unshift(path.relative(webSrc, at));
        return chain;
      }
      if (!path.isAbsolute(next) || parents.has(next) || !existsSync(next) || !/\.tsx?$/.test(next)) continue;
      parents.set(next, file);
      queue.push(next);
    }
  }
  return undefined;
}

const loadsZod = (specifier: string) => specifier === 'zod' || specifier === '@madang/contracts';

// The pages of issue 18's measured first visits: zod and the contracts' schemas cost a phone a few hundred
// milliseconds of evaluation before their first render (docs/performance.md), and none of them needs to parse.
describe.each([
  ['the entry and the home page', 'main.tsx'],
  ['the competition list', 'features/competitions/list/competitions-page.tsx'],
  ['a leaderboard', 'features/competitions/leaderboard/leaderboard-page.tsx'],
  ['a forum post', 'features/talkboard/post/talk-post-page.tsx'],
  ['the learning pages', 'features/learning/learning-pages.ts'],
])('%s', (_name, entry) => {
  it('evaluate no zod and no schema of the contracts', () => {
    expect(importChain(path.join(webSrc, entry), loadsZod)).toBeUndefined();
  });
});
