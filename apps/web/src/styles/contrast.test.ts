// Text colours of the design tokens against the backgrounds they sit on meet WCAG AA (4.5:1 for body text);
// Lighthouse's accessibility audit fails a page on any text below it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesDir = import.meta.dirname;
const readCss = (file: string) => readFileSync(path.resolve(stylesDir, file), 'utf8');
const tokens = Object.fromEntries([...readCss('tokens.css').matchAll(/--(c-[\w-]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!]));

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('colour tokens', () => {
  it.each([
    ['c-muted', 'c-page'],
    ['c-muted', 'c-surface'],
    ['c-muted', 'c-brand-soft'],
    ['c-accent-strong', 'c-surface'],
    ['c-accent-strong', 'c-page'],
  ])('%s text on %s is at least 4.5:1', (text, background) => {
    expect(contrast(tokens[text]!, tokens[background]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('the countdown badges and labels use the strong accent, the one readable as or under text', () => {
    expect(contrast(tokens['c-white']!, tokens['c-accent-strong']!)).toBeGreaterThanOrEqual(4.5);
    expect(readCss('../features/competitions/competition.css')).toMatch(/\.dday-badge \{[^}]*background: var\(--c-accent-strong\);\s*color: var\(--c-white\);/);
    expect(readCss('../features/home/home.css')).toMatch(/\.dday \{[^}]*color: var\(--c-accent-strong\);/);
  });
});
