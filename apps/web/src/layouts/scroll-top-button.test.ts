import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { closeBrowsersAfterEach, type OpenApp, openInBrowser } from '../test/open-in-browser.ts';

let app: OpenApp | undefined;
closeBrowsersAfterEach();

const button = (app: OpenApp) => app.document.querySelector<HTMLButtonElement>('button.scroll-top');

/** The window hears that the page scrolled, as after a reader's (or a smooth scroll's) move. */
const announceScroll = (app: OpenApp) => act(async () => void app.window.dispatchEvent(new app.window.Event('scroll')));

async function scrollTo(app: OpenApp, top: number) {
  app.window.scrollTo(0, top);
  await announceScroll(app);
}

describe("the default layout's scroll-to-top button", { timeout: 30_000 }, () => {
  it.each([
    ['/more', '맨 위로'],
    ['/en/more', 'Back to top'],
  ])('on %s it shows once the reader is well down the page, and takes them back to the top', async (url, label) => {
    app = await openInBrowser(url);
    await app.until(() => app!.document.querySelector('footer.site-footer') !== null);
    expect(button(app)).toBeNull();

    await scrollTo(app, 300);
    expect(button(app)).toBeNull();

    await scrollTo(app, 2000);
    expect(button(app)?.getAttribute('aria-label')).toBe(label);

    await app.click(button(app));
    // The smooth scroll ends at the top; the window then hears the scroll and the button goes.
    await app.until(() => app!.window.scrollY === 0);
    await announceScroll(app);
    await app.until(() => button(app!) === null);
  });
});
