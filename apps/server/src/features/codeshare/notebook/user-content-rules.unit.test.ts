import { describe, expect, it } from 'vitest';
import { parseNotebook } from './parse-notebook.ts';
import { renderMarkdown, renderNotebook } from './render-notebook.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const hash = 'd1'.repeat(32);
const loginImage = '![x](/api/login/self_login?mail=attacker%40evil.example&password=hunter22)';

const renderCells = (cells: unknown[]) => renderNotebook(parseNotebook(Buffer.from(JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata: {}, cells }))));

describe('user content in rendered notebooks and code posts', () => {
  it('turns images from anywhere but the image store into their alt text, in cells, markdown outputs and post bodies', () => {
    const source = `${loginImage} ![tracker](https://tracker.example/p.gif) ![ok](/api/v1/images/${hash}.png)`;
    const html = [
      renderCells([
        { cell_type: 'markdown', source },
        { cell_type: 'code', source: 'x', execution_count: 1, outputs: [{ output_type: 'display_data', data: { 'text/markdown': source }, metadata: {} }] },
      ]),
      renderMarkdown(source),
    ].join('');
    expect(html).not.toContain('self_login');
    expect(html).not.toContain('tracker.example');
    expect(html).toContain('<span class="md-image-removed">x</span>');
    expect(html.match(new RegExp(`<img src="/api/v1/images/${hash}.png" alt="ok">`, 'g'))).toHaveLength(3);
  });

  it('keeps a plot’s inline image in the outputs', () => {
    const html = renderCells([{ cell_type: 'code', source: 'plot()', execution_count: 1, outputs: [{ output_type: 'display_data', data: { 'image/png': PNG }, metadata: {} }] }]);
    expect(html).toContain(`src="data:image/png;base64,${PNG}"`);
  });

  it('keeps links but drops the address of those into the API', () => {
    const html = renderMarkdown('[points](/api/login/resend?id=a%40b.c&type=signup) [docs](https://scikit-learn.org/stable/)');
    expect(html).toContain('<a rel="noopener noreferrer nofollow" target="_blank">points</a>');
    expect(html).toContain('href="https://scikit-learn.org/stable/"');
  });
});
