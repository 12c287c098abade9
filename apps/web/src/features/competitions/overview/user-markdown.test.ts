import { describe, expect, it } from 'vitest';
import { createUserMarkdown } from './user-markdown.ts';

const md = createUserMarkdown();
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
});
