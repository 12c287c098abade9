import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';

const baseCss = readFileSync(new URL('./base.css', import.meta.url), 'utf8');
let window: Window | undefined;
afterEach(async () => {
  await window?.happyDOM.close();
});

/** The computed `animation` of an element of `className` under the app's base style sheet, and its keyframes' text. */
function animationOf(className: string): { parts: string[]; keyframes: string } {
  window = new Window();
  const style = window.document.createElement('style');
  style.textContent = baseCss;
  window.document.head.append(style);
  const element = window.document.createElement('div');
  element.className = className;
  window.document.body.append(element);
  // happy-dom keeps the shorthand as written.
  const parts = window.getComputedStyle(element).animation.split(/\s+(?![^(]*\))/);
  const keyframes =
    baseCss
      .match(new RegExp(`@keyframes ${parts[0]} \\{([\\s\\S]*?)\\n\\}`))?.[1]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  return { parts, keyframes };
}

describe('the app’s motion (spec section 9)', () => {
  it('pulses a loading placeholder every 2 s', () => {
    const { parts, keyframes } = animationOf('competition-card skeleton');
    expect(parts.slice(1)).toEqual(['2s', 'cubic-bezier(0.4, 0, 0.6, 1)', 'infinite']);
    expect(keyframes).toBe('50% { opacity: 0.5; }');
  });
});
