import type { Locator, Page } from '@playwright/test';

/** On how many lines an element's text is laid out: a number or a name split over two reads as two. */
export function textLines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
  });
}

/** How much wider than its viewport the page is laid out: above 0, a phone scrolls sideways. */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
