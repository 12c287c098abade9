import hljs from 'highlight.js/lib/core';
import type { LanguageFn } from 'highlight.js';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import r from 'highlight.js/lib/languages/r';
import sql from 'highlight.js/lib/languages/sql';

// Only the languages a data-science post is written in: each one listed here adds to the markdown chunk.
const LANGUAGES: Record<string, LanguageFn> = { python, bash, sql, json, r, javascript };

/**
 * The other names a code fence may give them, as their definitions declare them. A definition builds its grammar
 * when it is registered (SQL's keyword lists alone take milliseconds on a phone), so each language is registered
 * when a code block first names it, not when the markdown chunk loads.
 */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  py: 'python',
  gyp: 'python',

  ipython: 'python',
  sh: 'bash',
  zsh: 'bash',
  jsonc: 'json',
  json5: 'json',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
};

/** The registered name of a fence's language, registering it on first use; undefined when it is not one of ours. */
function registeredLanguage(language: string): string | undefined {
  const name = language.toLowerCase();
  const canonical = Object.hasOwn(LANGUAGES, name) ? name : Object.hasOwn(LANGUAGE_ALIASES, name) ? LANGUAGE_ALIASES[name] : undefined;
  if (canonical && !hljs.getLanguage(canonical)) hljs.registerLanguage(canonical, LANGUAGES[canonical]!);
  return canonical;
}

/**
 * Code as HTML with `hljs-*` spans, or '' when the language is not one of ours (markdown-it then escapes the code
 * itself). Aliases count: py, sh, js.
 */
export function highlightCode(code: string, language: string): string {
  const registered = language ? registeredLanguage(language) : undefined;
  if (!registered) return '';
  return hljs.highlight(code, { language: registered, ignoreIllegals: true }).value;
}
