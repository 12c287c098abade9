import MarkdownIt from 'markdown-it';
import { parseNotebook, type Notebook, type NotebookCell, type NotebookOutput } from './parse-notebook.ts';
import { escapeHtml, sanitizeHtml } from './sanitize-html.ts';
import { keepUserContentOffTheApi } from './user-content-rules.ts';

/**
 * Raw HTML in markdown is shown as text; markdown-it's link check refuses javascript: and similar links. In a
 * notebook, headings go one level down: the post's title is the page's only first-level heading.
 */
function createMarkdown(options: { shiftHeadings: boolean }) {
  const md = new MarkdownIt({ html: false, linkify: true });
  const renderToken = (...[tokens, idx, opts, , self]: Parameters<NonNullable<typeof md.renderer.rules.link_open>>) => self.renderToken(tokens, idx, opts);
  md.renderer.rules.link_open = (tokens, idx, opts, env, self) => {
    tokens[idx]!.attrSet('rel', 'noopener noreferrer nofollow');
    tokens[idx]!.attrSet('target', '_blank');
    return renderToken(tokens, idx, opts, env, self);
  };
  keepUserContentOffTheApi(md);
  if (options.shiftHeadings) {
    md.renderer.rules.heading_open = md.renderer.rules.heading_close = (tokens, idx, opts, env, self) => {
      const token = tokens[idx]!;
      token.tag = `h${Math.min(Number(token.tag.slice(1)) + 1, 6)}`;
      return renderToken(tokens, idx, opts, env, self);
    };
  }
  return md;
}

const markdown = createMarkdown({ shiftHeadings: false });
const cellMarkdown = createMarkdown({ shiftHeadings: true });

/** Markdown as safe HTML: raw HTML is escaped and only harmless links are made. */
export const renderMarkdown = (source: string) => markdown.render(source);

/** Inline images: base64 only, so a notebook cannot make a reader's browser call anywhere. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Terminal colour codes of tracebacks, which read as noise on a page. */
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const TEXT_OUTPUT_MAX = 200_000;

const text = (value: unknown) => (Array.isArray(value) ? value.join('') : typeof value === 'string' ? value : '');
const clip = (value: string) => (value.length > TEXT_OUTPUT_MAX ? `${value.slice(0, TEXT_OUTPUT_MAX)}\n…` : value);
const pre = (className: string, value: string) => `<pre class="${className}">${escapeHtml(clip(value))}</pre>`;

function renderRichOutput(data: Record<string, unknown>): string {
  for (const type of IMAGE_TYPES) {
    const encoded = text(data[type]).replace(/\s+/g, '');
    if (encoded && BASE64.test(encoded)) return `<img class="nb-image" alt="" src="data:${type};base64,${encoded}">`;
  }
  if ('text/html' in data) return `<div class="nb-html">${sanitizeHtml(text(data['text/html']))}</div>`;
  if ('text/markdown' in data) return `<div class="nb-markdown">${cellMarkdown.render(text(data['text/markdown']))}</div>`;
  if ('text/plain' in data) return pre('nb-text', text(data['text/plain']));
  return '';
}

function renderOutput(output: NotebookOutput): string {
  switch (output.output_type) {
    case 'stream':
      return pre(output.name === 'stderr' ? 'nb-stream nb-stderr' : 'nb-stream', output.text);
    case 'error':
      return pre('nb-error', [`${output.ename}: ${output.evalue}`, ...output.traceback].join('\n').replace(ANSI, ''));
    default:
      return renderRichOutput(output.data);
  }
}

function renderCell(cell: NotebookCell, language: string): string {
  if (cell.cell_type === 'markdown') return `<div class="nb-cell nb-markdown">${cellMarkdown.render(cell.source)}</div>`;
  if (cell.cell_type === 'raw') return `<div class="nb-cell nb-raw">${pre('nb-text', cell.source)}</div>`;
  const count = cell.execution_count ?? ' ';
  const outputs = cell.outputs.map(renderOutput).filter(Boolean).join('');
  return [
    '<div class="nb-cell nb-code">',
    `<div class="nb-input"><span class="nb-prompt">In [${escapeHtml(String(count))}]:</span>`,
    `<pre class="nb-source"><code class="language-${escapeHtml(language)}">${escapeHtml(cell.source)}</code></pre></div>`,
    outputs ? `<div class="nb-outputs">${outputs}</div>` : '',
    '</div>',
  ].join('');
}

/**
 * A notebook as HTML for the post page: markdown cells, code cells with their saved outputs (text, sanitized
 * HTML tables, inline images, errors). Nothing in it runs; it is only read.
 */
export function renderNotebook(notebook: Notebook): string {
  const language = (notebook.language ?? 'python').replace(/[^a-z0-9+#-]/gi, '').toLowerCase() || 'python';
  return `<div class="nb">${notebook.cells.map((cell) => renderCell(cell, language)).join('')}</div>`;
}

/** A notebook as the post page shows it. */
export interface RenderedNotebook {
  language: string | null;
  html: string;
}

/**
 * Reads and renders an uploaded notebook file, throwing the reader's refusals. Files from users go through the
 * render pool (features/rendering), which runs this in a worker thread under a time limit.
 */
export function renderNotebookFile(bytes: Buffer): RenderedNotebook {
  const notebook = parseNotebook(bytes);
  return { language: notebook.language, html: renderNotebook(notebook) };
}
