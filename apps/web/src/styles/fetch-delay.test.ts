import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateClosedAfterEach } from '../test/hydrate-server-markup.ts';
import { Loading } from '../ui/query-state.tsx';

// What vite.config.ts does for the bundle: pages' react-i18next is the app's own translator.
vi.mock('react-i18next', () => import('../i18n/react-translator.ts'));

const hydrate = hydrateClosedAfterEach();
const baseCss = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

describe('the loading state', () => {
  it('stays hidden for the first 200 ms of a read (spec section 9, fetch minimum delay), keeping its space', async () => {
    const { window } = await hydrate(() => createElement(Loading));
    const style = window.document.createElement('style');
    style.textContent = baseCss;
    window.document.head.append(style);
    const loading = window.document.querySelector('[aria-busy="true"]')!;
    // happy-dom keeps the shorthand as written: name, duration, delay, fill.
    const [name, duration, delay, fill] = window.getComputedStyle(loading).animation.split(' ');
    expect([duration, delay, fill]).toEqual(['0s', '200ms', 'backwards']);
    const keyframes = baseCss.match(new RegExp(`@keyframes ${name} \\{\\s*from \\{\\s*([^}]*)\\}`))?.[1]?.trim();
    expect(keyframes).toBe('visibility: hidden;');
  });
});
