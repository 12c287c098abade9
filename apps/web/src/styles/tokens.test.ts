// Colours come from the design tokens: a style sheet that writes a raw hex colour, or names a colour token
// tokens.css does not define, fails here with the file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '..');
const TOKENS = 'styles/tokens.css';

const styleSheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

/** The sheet without its comments, which may quote a colour to explain a choice; line breaks are kept so lines still count. */
const codeOf = (file: string) => readFileSync(path.join(srcDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

/** `file:line  text` of every line where `pattern` matches. */
function linesMatching(file: string, pattern: RegExp): string[] {
  return codeOf(file)
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}  ${line.trim()}`] : []));
}

describe('design tokens', () => {
  it('finds the style sheets', () => {
    expect(styleSheets).toContain(TOKENS);
    expect(styleSheets.length).toBeGreaterThan(20);
  });

  it('no style sheet but tokens.css writes a raw hex colour', () => {
    // A hex colour in a declaration's value: after a colon, before the declaration ends.
    const hexValue = /:[^;{}]*#[0-9a-fA-F]{3,8}\b/;
    expect(styleSheets.filter((file) => file !== TOKENS).flatMap((file) => linesMatching(file, hexValue))).toEqual([]);
  });

  it('every colour token a style sheet uses is defined', () => {
    const defined = new Set(styleSheets.flatMap((file) => [...codeOf(file).matchAll(/(--c-[\w-]+)\s*:/g)].map((m) => m[1])));
    const undefinedUses = styleSheets.flatMap((file) =>
      linesMatching(file, /var\(--c-[\w-]+/).filter((line) => [...line.matchAll(/var\((--c-[\w-]+)/g)].some((m) => !defined.has(m[1]!))),
    );
    expect(undefinedUses).toEqual([]);
  });
});
