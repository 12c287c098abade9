import { describe, expect, it } from 'vitest';
import { startScriptsAfterPaint } from './scripts-after-paint.ts';

const page = [
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
  '<link rel="modulepreload" crossorigin href="/assets/post-4.js"><link rel="stylesheet" crossorigin href="/assets/post-5.css">',
  '</head><body><div id="root"><main>text</main></div><script nomodule src="/old-browser.js"></script></body></html>',
].join('');

describe('a rendered page’s scripts', () => {
  it('leave the head for the starter, which names the entry and every module preload in order', () => {
    const html = startScriptsAfterPaint(page);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script defer src="/start-after-paint.js" data-entry="/assets/index-1.js" data-modules="/assets/react-2.js /assets/post-4.js"></script></head>');
  });

  it('keep the style sheets, the markup and the script for old browsers where they were', () => {
    const html = startScriptsAfterPaint(page);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/post-5.css">');
    expect(html).toContain('<div id="root"><main>text</main></div><script nomodule src="/old-browser.js"></script>');
  });

  it('leaves a page without the entry’s tag as it is', () => {
    const bare = '<html><head></head><body></body></html>';
    expect(startScriptsAfterPaint(bare)).toBe(bare);
  });
});
