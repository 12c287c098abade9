import type { Page } from '@playwright/test';
import { findViolations } from '../accessibility/axe.ts';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

// A 24 × 16 blue PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAIElEQVQ4jWNQCX9GFcQwapDKaBipjKaj8NEsEk5+OgAAFEkRn6C5FvkAAAAASUVORK5CYII=',
  'base64',
);
const IMAGE_MARKDOWN = /!\[chart\]\(\/api\/v1\/images\/[a-f0-9]{64}\.png\)/;

/** Pastes a PNG file into the editor's text, as a screenshot pasted from the clipboard arrives. */
async function pasteImage(page: Page, textLabel: string) {
  await page.getByLabel(textLabel).evaluate(
    (textarea, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'chart.png', { type: 'image/png' }));
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [...PNG],
  );
}

/** The image has loaded and has pixels: it was served, and as an image. */
const expectShown = async (page: Page, scope: string) => {
  const image = page.getByTestId(scope).getByRole('img', { name: 'chart' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(24);
};

test('a member pastes an image into a forum post, previews and publishes it, then shares the post and sees the count (ko)', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpFreshMember(page, 'paster');
  const title = `그림 붙여넣기 ${Date.now().toString(36)}`;
  await page.goto('/forum/new');
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill('검증 손실 그래프입니다.');
  await pasteImage(page, '내용');
  await expect(page.getByLabel('내용')).toHaveValue(IMAGE_MARKDOWN);
  await expect(page.getByLabel('내용')).toHaveValue(/^검증 손실 그래프입니다\.\n!\[chart\]/);
  // The tab not shown stands out from the toolbar's background as a choice, rather than melting into it.
  const [tabFill, toolbarFill] = await page
    .getByRole('tab', { name: '미리보기' })
    .evaluate((tab) => [getComputedStyle(tab).backgroundColor, getComputedStyle(tab.closest('[role="toolbar"]')!).backgroundColor]);
  expect(tabFill).not.toBe(toolbarFill);
  await page.getByRole('tab', { name: '미리보기' }).click();
  await expectShown(page, 'talk-preview');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectShown(page, 'talk-post-body');

  await expect(page.getByTestId('share-count')).toHaveText('공유 0');
  await page.getByRole('button', { name: '공유', exact: true }).click();
  const popup = page.getByTestId('share-popup');
  await expect(popup.getByLabel('이 게시글의 링크')).toHaveValue(page.url());
  await popup.getByRole('button', { name: '링크 복사' }).click();
  await expect(popup.getByText('링크를 복사했습니다.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(page.getByTestId('share-count')).toHaveText('공유 1');
  // Copying again the same day is the same share.
  await popup.getByRole('button', { name: '링크 복사' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('share-count')).toHaveText('공유 1');
});

test.describe('the image button', () => {
  // The journey offers a file that is not an image on purpose.
  test.use({ allowFailures: [/^400 \/api\/talkboard\/upload\/editor-image$/] });

  test('a member adds an image with the button to a forum post, sees the toolbar stay in view, publishes and shares it (en)', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpFreshMember(page, 'picker');
    const title = `Loss curve ${Date.now().toString(36)}`;
    await page.goto('/en/forum/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Text').fill(Array.from({ length: 80 }, (_, i) => `Line ${i + 1} of the notes.`).join('\n'));
    // The text is long: scrolled to its end, the toolbar stays 124 px from the top, under the header.
    await page.getByLabel('Text').evaluate((textarea: HTMLTextAreaElement) => {
      textarea.style.height = '2400px';
      textarea.setSelectionRange(0, 0);
    });
    await page.mouse.wheel(0, 1500);
    const toolbar = page.getByRole('toolbar', { name: 'Editor tools' });
    await expect.poll(async () => (await toolbar.boundingBox())?.y).toBe(124);

    await page.getByLabel('Add image', { exact: true }).setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByLabel('Text')).toHaveValue(/^!\[chart\]\(\/api\/v1\/images\/[a-f0-9]{64}\.png\)\nLine 1 of the notes\./);
    // Not an image: the server says so in the page's language, and the text is unchanged.
    await page.getByLabel('Add image', { exact: true }).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
    await expect(page.getByRole('alert')).toHaveText('Only PNG, JPEG, WebP or GIF images can be uploaded. This file is not one of them.');
    expect(await findViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expectShown(page, 'talk-preview');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expectShown(page, 'talk-post-body');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const popup = page.getByTestId('share-popup');
    const encoded = encodeURIComponent(page.url());
    await expect(popup.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    await expect(popup.getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encoded.replace(/[.?]/g, '\\$&')}&text=`),
    );
    await popup.getByRole('button', { name: 'Copy link' }).click();
    await expect(popup.getByText('Link copied.')).toBeVisible();
    expect(await findViolations(page)).toEqual([]);
    await expect(page.getByTestId('share-count')).toHaveText('Shares: 1');
  });
});
