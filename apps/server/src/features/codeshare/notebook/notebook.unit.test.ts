import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import { parseNotebook } from './parse-notebook.ts';
import { renderNotebook } from './render-notebook.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const notebook = (cells: unknown[], extra: Record<string, unknown> = {}) =>
  Buffer.from(JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: { language_info: { name: 'python' } }, cells, ...extra }));

const refusal = (bytes: Buffer) => {
  try {
    parseNotebook(bytes);
  } catch (error) {
    return error instanceof AppError ? error.messageKey : 'other';
  }
  return 'accepted';
};

describe('parseNotebook', () => {
  it('reads nbformat 4 with string or line-list sources', () => {
    const parsed = parseNotebook(notebook([{ cell_type: 'code', source: ['a = 1\n', 'a'], outputs: [], execution_count: 1 }]));
    expect(parsed.language).toBe('python');
    expect(parsed.cells[0]).toMatchObject({ cell_type: 'code', source: 'a = 1\na' });
  });

  it('names what is wrong with a file that is not a notebook', () => {
    expect(refusal(Buffer.alloc(0))).toBe('code_notebook_empty');
    expect(refusal(Buffer.from('print("hi")'))).toBe('code_notebook_not_json');
    expect(refusal(Buffer.from([0xff, 0xfe, 0x00]))).toBe('code_notebook_not_json');
    expect(refusal(Buffer.from('{"cells": []}'))).toBe('code_notebook_not_notebook');
    expect(refusal(Buffer.from('{"nbformat": 3, "worksheets": []}'))).toBe('code_notebook_version');
    expect(refusal(notebook([{ cell_type: 'widget' }]))).toBe('code_notebook_invalid');
    expect(refusal(Buffer.alloc(10 * 1024 * 1024 + 1, 32))).toBe('code_notebook_too_large');
  });
});

describe('renderNotebook', () => {
  const render = (cells: unknown[]) => renderNotebook(parseNotebook(notebook(cells)));

  it('renders markdown, code, streams, tables and images', () => {
    const html = render([
      { cell_type: 'markdown', source: '# 탐색\n**굵게**' },
      {
        cell_type: 'code',
        execution_count: 3,
        source: 'df.head()',
        outputs: [
          { output_type: 'stream', name: 'stdout', text: ['loss 0.5\n'] },
          {
            output_type: 'execute_result',
            execution_count: 3,
            data: { 'text/html': '<table class="dataframe" border="1"><tr><th colspan="2">x</th></tr></table>', 'text/plain': 'x' },
          },
          { output_type: 'display_data', data: { 'image/png': `${PNG}\n`, 'text/plain': '<Figure>' } },
          { output_type: 'error', ename: 'ValueError', evalue: 'bad', traceback: ['\u001b[0;31mValueError\u001b[0m: bad'] },
        ],
      },
    ]);
    expect(html).toContain('<h2>탐색</h2>');
    expect(html).toContain('<strong>굵게</strong>');
    expect(html).toContain('In [3]:');
    expect(html).toContain('<code class="language-python">df.head()</code>');
    expect(html).toContain('loss 0.5');
    expect(html).toContain('<table><tr><th colspan="2">x</th></tr></table>');
    expect(html).toContain(`src="data:image/png;base64,${PNG}"`);
    expect(html).toContain('ValueError: bad');
    expect(html).not.toContain('\u001b');
  });

  it('neutralises script in outputs, markdown and sources', () => {
    const html = render([
      { cell_type: 'markdown', source: '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>' },
      { cell_type: 'code', source: '</code><script>alert(2)</script>', outputs: [] },
      {
        cell_type: 'code',
        source: '',
        outputs: [
          {
            output_type: 'display_data',
            data: {
              'text/html':
                '<div onclick="alert(3)"><script>alert(4)</script><img src=x onerror=alert(5)><a href="javascript:alert(6)">a</a><style>*{}</style><iframe src="//evil"></iframe>ok</div>',
            },
          },
          { output_type: 'display_data', data: { 'application/javascript': 'alert(7)', 'image/svg+xml': '<svg onload=alert(8)>' } },
          { output_type: 'display_data', data: { 'image/png': 'javascript:alert(9)' } },
        ],
      },
    ]);
    expect(html).not.toMatch(/<(script|iframe|svg|style|a\s)|<img src="?x/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toContain('alert(4)');
    expect(html).not.toContain('alert(7)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<div>aok</div>');
  });
});

describe('sanitizeHtml', () => {
  it('keeps table structure, closes what is left open and escapes stray text', () => {
    expect(sanitizeHtml('<table><tr><td rowspan=2 style="x">1 < 2 &amp; 3</td>')).toBe('<table><tr><td rowspan="2">1 &lt; 2 &amp; 3</td></tr></table>');
    expect(sanitizeHtml('a</b>c<!-- hidden --><b>d')).toBe('ac<b>d</b>');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
  });

  it('stays linear on hostile input', () => {
    // Four times the input may take about four times as long, not sixteen (quadratic); both measured in one run.
    const time = (repeats: number) => {
      const started = performance.now();
      sanitizeHtml('<a "'.repeat(repeats));
      sanitizeHtml('<!--'.repeat(repeats));
      return performance.now() - started;
    };
    time(50_000);
    // Interleaved, and the fastest of five of each: a busy machine slows single runs, not the best of several.
    const quarters: number[] = [];
    const wholes: number[] = [];
    for (let i = 0; i < 5; i++) {
      quarters.push(time(50_000));
      wholes.push(time(200_000));
    }
    // Linear work gives about 4x; quadratic would give 16x.
    expect(Math.min(...wholes)).toBeLessThan(10 * Math.min(...quarters) + 50);
  });
});
