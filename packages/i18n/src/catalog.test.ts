import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogs } from './index.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf as 'namespace.key' with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of leaves(value, path)) out.set(inner, text);
  }
  return out;
}

const ko = leaves(catalogs.ko as unknown as Tree);
const en = leaves(catalogs.en as unknown as Tree);

describe('catalogs', () => {
  it('have exactly the same keys in Korean and English', () => {
    expect([...ko.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !ko.has(key))).toEqual([]);
  });

  it('name no key twice in one object (JSON keeps only the last, so the first is silently lost)', () => {
    for (const locale of ['ko', 'en']) {
      const repeated: string[] = [];
      const source = readFileSync(new URL(`./${locale}.json`, import.meta.url), 'utf8');
      const objects: Set<string>[] = [];
      // Whole strings are matched first, so braces inside texts ("{{name}}") are not taken for objects.
      for (const token of source.matchAll(/"((?:[^"\\]|\\.)*)"(\s*:)?|[{}]/g)) {
        if (token[0] === '{') objects.push(new Set());
        else if (token[0] === '}') objects.pop();
        else if (token[2]) {
          const keys = objects.at(-1)!;
          if (keys.has(token[1]!)) repeated.push(`${locale}: ${token[1]}`);
          keys.add(token[1]!);
        }
      }
      expect(repeated).toEqual([]);
    }
  });

  it('have no empty texts', () => {
    for (const [locale, texts] of [
      ['ko', ko],
      ['en', en],
    ] as const) {
      const empty = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => `${locale}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...ko].filter(([key, text]) => JSON.stringify(names(text)) !== JSON.stringify(names(en.get(key) ?? '')));
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
