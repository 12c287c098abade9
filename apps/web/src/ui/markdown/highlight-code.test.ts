import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import r from 'highlight.js/lib/languages/r';
import sql from 'highlight.js/lib/languages/sql';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight-code.ts';

describe('highlightCode', () => {
  it('registers a language only when a code block first names it', () => {
    expect(hljs.listLanguages()).toEqual([]);
    expect(highlightCode('SELECT id FROM t', 'SQL')).toContain('<span class="hljs-keyword">SELECT</span>');
    expect(hljs.listLanguages()).toEqual(['sql']);
    expect(highlightCode('x = 1', 'cobol')).toBe('');
    expect(highlightCode('x = 1', 'constructor')).toBe('');
    expect(hljs.listLanguages()).toEqual(['sql']);
  });

  // The alias table stands in for the definitions' own `aliases` until a language is registered.
  it.each([
    ['python', python, 'x = 1'],
    ['bash', bash, 'echo "$HOME"'],
    ['sql', sql, 'SELECT 1'],
    ['json', json, '{"a": 1}'],
    ['r', r, 'x <- 1'],
    ['javascript', javascript, 'const x = 1;'],
  ])('highlights %s under its name and every alias its definition declares', (name, definition, code) => {
    for (const alias of [name, ...(definition(hljs).aliases ?? [])]) expect(highlightCode(code, alias), alias).toContain('<span class="hljs-');
  });
});
