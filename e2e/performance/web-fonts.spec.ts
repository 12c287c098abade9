import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// The demo's first forum post and the competition list, the pages the font change was measured on, in both languages.
const PAGES = ['/forum/406383', '/en/forum/406383', '/competitions', '/en/competitions'];
const PHONE = { width: 375, height: 812 };

/** A font file in a style sheet: a `url()` source of an `@font-face` rule (the fallback faces name only `local()` fonts). */
const FONT_FILE = /@font-face\s*\{[^}]*url\(/;
/** Text the Pretendard range must cover: Hangul from the demo's names and titles, and Latin. */
const SAMPLE = '마당 경진대회 Madang';

/**
 * Records, from the page's first byte, when it first painted text, which font files it asked for and when (the
 * Performance timeline's clock), and every layout shift. Playwright adds this before the page's own scripts, outside
 * the page's Content-Security-Policy, which allows no inline script.
 */
async function recordPaintsAndFonts(page: Page) {
  await page.addInitScript(() => {
    const log = { firstPaint: Number.NaN, fonts: [] as { name: string; start: number }[], shifts: [] as { value: number; at: number }[] };
    Object.assign(window, { __fontLog: log });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) log.firstPaint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (/\.woff2?(\?|$)/.test(entry.name)) log.fonts.push({ name: entry.name, start: entry.startTime });
    }).observe({ type: 'resource', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) log.shifts.push({ value: entry.value, at: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

type FontLog = { firstPaint: number; fonts: { name: string; start: number }[]; shifts: { value: number; at: number }[] };
const fontLog = (page: Page) => page.evaluate(() => (window as unknown as { __fontLog: FontLog }).__fontLog);

test('a page names no font file in its HTML or its render-blocking style sheets', async ({ page }) => {
  for (const path of PAGES) {
    const html = await (await page.request.get(path)).text();
    expect(html, `${path}: a font preload or font file in the HTML`).not.toMatch(/as="font"|\.woff2?\b/);
    // The style sheets it links and the ones it preloads for the route's page.
    const sheets = [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel="stylesheet"|\bas="style"/.test(tag))
      .map((tag) => {
        const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
        if (!href) throw new Error(`${path}: a style sheet link without an address: ${tag}`);
        return href;
      });
    expect(sheets.length, path).toBeGreaterThan(0);
    for (const sheet of sheets) {
      const css = await (await page.request.get(sheet)).text();
      expect(css, `${path}: ${sheet} names a font file`).not.toMatch(FONT_FILE);
    }
  }
});

test('Pretendard is asked for only after the first paint, is used, and moves nothing when it arrives', async ({ page }) => {
  await recordPaintsAndFonts(page);
  // The font files wait until the page has settled in the fallback faces, so that the shifts counted after they are let
  // through are the font's alone (the header's sign-in links, for one, settle on their own a moment after the paint).
  let fontsMayPass = Promise.resolve();
  await page.route(/\.woff2$/, async (route) => {
    await fontsMayPass;
    await route.continue();
  });
  let fontRequests = 0;
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (/\.woff2$/.test(request.url())) fontRequests += 1;
    else pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));

  for (const [viewport, path] of [
    [{ width: 1280, height: 800 }, '/forum/406383'],
    [{ width: 1280, height: 800 }, '/en/competitions'],
    [PHONE, '/en/forum/406383'],
    [PHONE, '/competitions'],
  ] as const) {
    let letFontsThrough = () => {};
    fontsMayPass = new Promise((resolve) => {
      letFontsThrough = resolve;
    });
    fontRequests = 0;
    await page.setViewportSize(viewport);
    // Not waiting for the load event, which a font the HTML asked for would hold back.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect.poll(() => fontRequests, `${path}: font files asked for`).toBeGreaterThan(0);
    await expect.poll(() => pending.size, `${path}: the page's other requests`).toBe(0);
    await nextFrames(page);
    const released = await page.evaluate(() => performance.now());
    letFontsThrough();
    await expect.poll(() => page.evaluate((sample) => document.fonts.check('16px "Pretendard Variable"', sample), SAMPLE), path).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await nextFrames(page);

    const log = await fontLog(page);
    expect(log.firstPaint, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(log.fonts.length, `${path}: font files fetched`).toBe(fontRequests);
    for (const font of log.fonts) expect(font.start, `${path}: ${font.name} asked for before the first paint`).toBeGreaterThan(log.firstPaint);
    const loaded = await page.evaluate(() => {
      let count = 0;
      document.fonts.forEach((face) => {
        if (face.family === 'Pretendard Variable' && face.status === 'loaded') count += 1;
      });
      return count;
    });
    expect(loaded, `${path}: Pretendard ranges loaded`).toBeGreaterThan(0);
    expect(
      await page
        .locator('main h1')
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily),
    ).toMatch(/^"Pretendard Variable"/);
    // The fallback faces carry Pretendard's widths and vertical metrics: a text a few pixels narrower or wider may
    // move a centred label sideways, which Lighthouse's three-decimal CLS rounds to 0.000, and nothing more.
    const shift = log.shifts.filter((entry) => entry.at >= released).reduce((sum, entry) => sum + entry.value, 0);
    expect(shift, `${path}: layout shift once the font arrived`).toBeLessThan(0.0005);
  }
});

/** Resolves after the browser has produced two more frames, so a layout the last change caused has been painted. */
const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('the fallback faces are as wide and as tall as Pretendard at every weight the styles use', async ({ page }) => {
  await page.goto('/en/more/about');
  const faces = () =>
    page.evaluate(() => {
      let count = 0;
      document.fonts.forEach((face) => {
        if (face.family === 'Pretendard Variable') count += 1;
      });
      return count;
    });
  await expect.poll(faces, 'Pretendard attached').toBeGreaterThan(0);
  // Noto Sans CJK KR is the fallback on this machine (the CI installs it); at 100 px, with `line-height: normal`,
  // the box's height is the face's ascent, descent and line gap, and its width the text's advance.
  const sizes = await page.evaluate(async () => {
    const out: { label: string; pretendard: [number, number]; fallback: [number, number] }[] = [];
    const measure = async (family: string, weight: number, text: string): Promise<[number, number]> => {
      await document.fonts.load(`${weight} 100px ${family}`, text);
      const span = document.createElement('span');
      span.style.cssText = `position:absolute;top:0;left:0;white-space:nowrap;font:${weight} 100px/normal ${family}`;
      span.textContent = text;
      document.body.append(span);
      const box = span.getBoundingClientRect();
      span.remove();
      return [box.width, box.height];
    };
    for (const weight of [400, 600, 700, 800]) {
      for (const text of ['Competitions, rankings and learning', '마당에서 경진대회와 학습을']) {
        out.push({
          label: `${weight} ${text}`,
          pretendard: await measure('"Pretendard Variable"', weight, text),
          fallback: await measure('"Pretendard Fallback Noto"', weight, text),
        });
      }
    }
    return out;
  });
  for (const { label, pretendard, fallback } of sizes) {
    expect(Math.abs(fallback[0] / pretendard[0] - 1), `${label}: width ${fallback[0]} against ${pretendard[0]}`).toBeLessThan(0.025);
    expect(Math.abs(fallback[1] - pretendard[1]), `${label}: height ${fallback[1]} against ${pretendard[1]}`).toBeLessThan(1);
  }
});
