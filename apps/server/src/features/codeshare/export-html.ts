import type { CodePostRow } from '../community/post-rows.ts';
import { escapeHtml } from './notebook/sanitize-html.ts';
import type { CodeVersionRow } from './versions.ts';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1f2937}
pre{background:#f6f8fa;padding:.75rem;overflow:auto;border-radius:6px}.nb-cell{margin:1rem 0}.nb-prompt{color:#6b7280;font-size:.8rem}
.nb-error,.nb-stderr{background:#fef2f2}.nb-image{max-width:100%}table{border-collapse:collapse}th,td{border:1px solid #e5e7eb;padding:.25rem .5rem}`;

/**
 * A post's version as one standalone HTML file (spec: /codeshare/{x}HTML): its body (rendered from markdown by
 * the caller, in the render pool) and its rendered notebook, under a policy that lets the file load nothing and
 * run nothing, wherever it is opened.
 */
export function exportHtml(post: CodePostRow, version: CodeVersionRow, bodyHtml: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`,
    `<title>${escapeHtml(post.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${escapeHtml(post.title)}</h1>`,
    bodyHtml ? `<section>${bodyHtml}</section>` : '',
    version.notebookHtml ?? '',
    '</body></html>',
  ].join('\n');
}
