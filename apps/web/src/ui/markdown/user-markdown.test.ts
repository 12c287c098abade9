import { describe, expect, it } from 'vitest';
import { createUserMarkdown } from './user-markdown.ts';

const md = createUserMarkdown();
const comment = createUserMarkdown('comment');
const hash = 'c0'.repeat(32);

describe('user markdown', () => {
  it('keeps images from the platform’s image store', () => {
    expect(md.render(`![chart](/api/v1/images/${hash}.png)`)).toContain(`<img src="/api/v1/images/${hash}.png" alt="chart">`);
  });

  it.each([
    '/api/login/self_login?mail=attacker%40evil.example&password=hunter22',
    '/api/login/resend?id=victim%40example.com&type=signup',
    'https://tracker.example/pixel.gif',
    '//evil.example/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('shows the alt text instead of an image from %s', (src) => {
    const html = md.render(`before ![a picture](${src}) after`);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('self_login');
    expect(html).toContain('<span class="md-image-removed">a picture</span>');
  });

  it('drops the address of links into the API, linkified ones too, and keeps the rest', () => {
    const html = md.render('[free points](/api/login/self_login?mail=a%40b.c&password=x) and http://madang.example/api/login/resend?id=x and [rules](/competitions/official/1)');
    expect(html).not.toMatch(/href="[^"]*api/);
    expect(html).toContain('<a>free points</a>');
    expect(html).toContain('<a href="/competitions/official/1">rules</a>');
  });

  it('highlights a fenced python block inside a pre of its own', () => {
    const html = md.render('```python\nimport pandas as pd\ndef score(x):\n    return "ok"  # done\n```');
    expect(html).toMatch(/^<pre><code class="language-python">/);
    expect(html).toContain('<span class="hljs-keyword">import</span>');
    expect(html).toContain('<span class="hljs-string">&quot;ok&quot;</span>');
    expect(html).toContain('<span class="hljs-comment"># done</span>');
  });

  it.each([
    ['bash', 'echo "$HOME"', 'hljs-built_in'],
    ['sql', 'SELECT id FROM t', 'hljs-keyword'],
    ['json', '{"a": 1}', 'hljs-attr'],
    ['r', 'x <- c(1, 2)', 'hljs-number'],
    ['js', 'const a = 1;', 'hljs-keyword'],
  ])('highlights %s', (language, code, span) => {
    expect(md.render(`\`\`\`${language}\n${code}\n\`\`\``)).toContain(`<span class="${span}">`);
  });

  it('escapes code in a language it does not know, and code without one', () => {
    expect(md.render('```cobol\n<b>x</b>\n```')).toBe('<pre><code class="language-cobol">&lt;b&gt;x&lt;/b&gt;\n</code></pre>\n');
    expect(md.render('```\n<b>x</b>\n```')).toBe('<pre><code>&lt;b&gt;x&lt;/b&gt;\n</code></pre>\n');
  });

  it('puts a table in a box of its own, so a wide one scrolls inside it', () => {
    const html = md.render('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toMatch(/^<div class="md-table" tabindex="0"><table>[\s\S]*<\/table>\n<\/div>$/);
  });

  it('renders quotes in posts', () => {
    expect(md.render('> said before')).toContain('<blockquote>');
  });
});

describe('comment markdown', () => {
  it('renders inline code, code blocks, emphasis, links and lists', () => {
    const html = comment.render('use `df.head()` and *read* [the docs](https://pandas.pydata.org)\n\n- one\n- two\n\n```python\nprint(1)\n```');
    expect(html).toContain('<code>df.head()</code>');
    expect(html).toContain('<em>read</em>');
    expect(html).toContain('<a href="https://pandas.pydata.org">the docs</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<span class="hljs-built_in">print</span>');
  });

  it('refuses images and headings, the platform’s own images too', () => {
    const html = comment.render(`# loud\n\nsubtitle\n===\n\n![chart](/api/v1/images/${hash}.png) ![pixel](https://tracker.example/p.gif)`);
    expect(html).not.toMatch(/<img|<h1|<h2/);
    expect(html).toContain('# loud');
    expect(html).not.toMatch(/href="[^"]*api/);
  });

  it('keeps the user-content policy for links', () => {
    expect(comment.render('[free](/api/login/self_login?mail=a)')).toContain('<a>free</a>');
  });
});
