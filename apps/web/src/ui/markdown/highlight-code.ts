import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import r from 'highlight.js/lib/languages/r';
import sql from 'highlight.js/lib/languages/sql';

// Only the languages a data-science post is written in: each one registered here adds to the markdown chunk.
hljs.registerLanguage('python', python);
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('sql', sql);
hljs.registerLanguage('json', json);
hljs.registerLanguage('r', r);
hljs.registerLanguage('javascript', javascript);

/**
 * Code as HTML with `hljs-*` spans, or '' when the language is not one of ours (markdown-it then escapes the code
 * itself). Aliases count: py, sh, js.
 */
export function highlightCode(code: string, language: string): string {
  if (!language || !hljs.getLanguage(language)) return '';
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
