/// <reference lib="dom" />
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * The header's controls stay readable on both of its tones: the dark layout (the learning hub) once showed the
 * subscription button white on white. Each visible control's text must stand out from what is behind it by
 * WCAG's 4.5:1, measured from the computed colours, with see-through backgrounds laid over their parents'.
 */
const DESKTOP = { width: 1280, height: 800 };
const PAGES = [
  { tone: 'dark', path: '/hackathon' },
  { tone: 'light', path: '/' },
];

/** Text colour and the colour behind it, as [r, g, b] on a 0-255 scale. */
function colours(control: Locator) {
  return control.evaluate((element) => {
    const parse = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: [r, g, b], alpha: value.startsWith('rgba') ? a : 1 };
    };
    // The backgrounds from the page down to the control, each laid over the ones below it.
    const layers: { rgb: number[]; alpha: number }[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) layers.unshift(parse(getComputedStyle(node).backgroundColor));
    let behind = [255, 255, 255];
    for (const layer of layers) behind = behind.map((channel, i) => layer.rgb[i]! * layer.alpha + channel * (1 - layer.alpha));
    const text = parse(getComputedStyle(element).color);
    return { text: text.rgb.map((channel, i) => channel * text.alpha + behind[i]! * (1 - text.alpha)), behind };
  });
}

function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const { tone, path } of PAGES) {
  test(`the ${tone} header's buttons and links can be read, the subscription button among them`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    const header = page.locator('header.site-header');
    await expect(header).toHaveClass(new RegExp(`site-header-${tone}`));
    await expect(header.getByRole('link', { name: '구독 안내' })).toBeVisible();
    await expect(header.getByRole('button', { name: '로그인' })).toBeVisible();

    const controls = header.locator('.header-actions').locator('a, button');
    const readings: { label: string; ratio: number }[] = [];
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue;
      const text = ((await control.textContent()) ?? '').trim();
      // Icon buttons carry no text; their strokes follow the same colour.
      const label = text || (await control.getAttribute('aria-label')) || '?';
      const { text: ink, behind } = await colours(control);
      readings.push({ label, ratio: Math.round(contrast(ink, behind) * 100) / 100 });
    }
    expect(readings.length).toBeGreaterThanOrEqual(3);
    expect(
      readings.filter((reading) => reading.ratio < 4.5),
      JSON.stringify(readings),
    ).toEqual([]);
  });
}
