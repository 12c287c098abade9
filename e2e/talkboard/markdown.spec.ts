import type { Page } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

const BOARD = '/competitions/official/housing-price-2025/talkboard';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

const LONG_LINE = `features = ${JSON.stringify(Array.from({ length: 12 }, (_, i) => `feature_${i}_engineered`))}`;
const POST = [
  '검증 코드를 공유합니다.',
  '',
  '```python',
  'import pandas as pd',
  '',
  'def score(frame):',
  '    # 시간 순서로 나눕니다',
  '    return frame["target"].mean()',
  LONG_LINE,
  '```',
  '',
  `| ${Array.from({ length: 10 }, (_, i) => `column_${i}_name`).join(' | ')} |`,
  `|${'---|'.repeat(10)}`,
  `| ${Array.from({ length: 10 }, (_, i) => `0.${i}123456789`).join(' | ')} |`,
  '',
  '> 리더보드보다 검증 점수를 믿으세요.',
].join('\n');
const COMMENT = ['`df.groupby("id")` 로 묶으면 됩니다.', '', '```python', LONG_LINE, '```'].join('\n');

/** How far the page is wider than the screen; 0 or less means nothing sticks out sideways. */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('code, tables and quotes in a post and its comments render as such and stay inside a phone screen', async ({ page, browser }) => {
  await signUpFreshMember(page, 'coder');
  await page.setViewportSize(DESKTOP);
  const title = `검증 코드 ${Date.now().toString(36)}`;
  await page.goto(BOARD);
  await page.getByRole('link', { name: '글쓰기' }).click();
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill(POST);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const postUrl = new URL(page.url()).pathname;

  // The post: a highlighted python block, a table in its box, a quote.
  const body = page.getByTestId('talk-post-body');
  const code = body.locator('pre > code.language-python');
  await expect(code.locator('span.hljs-keyword').first()).toHaveText('import');
  await expect(code.locator('span.hljs-comment')).toHaveText('# 시간 순서로 나눕니다');
  await expect(body.locator('.md-table > table th')).toHaveCount(10);
  await expect(body.locator('blockquote')).toContainText('검증 점수를 믿으세요');
  // The sanitiser keeps the highlighter's classes and nothing else on its spans.
  const spanClasses = await code.locator('span').evaluateAll((spans) => spans.map((span) => span.className));
  expect(spanClasses.length).toBeGreaterThan(3);
  for (const name of spanClasses) expect(name).toMatch(/^hljs-[a-z_-]+$/);

  // Another member comments from a phone: inline code and a block, rendered, no raw backticks.
  const context = await browser.newContext({ locale: 'ko-KR', viewport: PHONE });
  const phone = await context.newPage();
  await signUpFreshMember(phone, 'phone');
  await phone.goto(postUrl);
  await phone.getByRole('textbox', { name: '댓글' }).first().fill(COMMENT);
  await phone.getByRole('button', { name: '등록' }).click();
  const comment = phone.getByTestId('talk-comment-body');
  await expect(comment.locator('p code')).toHaveText('df.groupby("id")');
  await expect(comment).not.toContainText('`');
  await expect(comment.locator('pre > code.language-python span.hljs-string').first()).toBeVisible();

  // At 375 px nothing widens the page; code and table scroll inside their own boxes.
  await expect(phone.getByTestId('talk-post-body').locator('pre span.hljs-keyword').first()).toBeVisible();
  expect(await overflow(phone)).toBeLessThanOrEqual(0);
  for (const box of [phone.getByTestId('talk-post-body').locator('pre'), phone.getByTestId('talk-post-body').locator('.md-table'), comment.locator('pre')]) {
    const scroll = await box.evaluate((element) => {
      const before = element.scrollWidth > element.clientWidth;
      element.scrollLeft = 120;
      return { before, left: element.scrollLeft, right: element.getBoundingClientRect().right };
    });
    expect(scroll.before).toBe(true);
    expect(scroll.left).toBeGreaterThan(0);
    expect(scroll.right).toBeLessThanOrEqual(PHONE.width);
  }

  // The report dialog opens whole on the phone screen.
  await phone.getByTestId('talk-post').getByRole('button', { name: '신고' }).click();
  const dialog = phone.getByTestId('report-dialog');
  await expect(dialog).toBeVisible();
  const frame = await dialog.boundingBox();
  expect(frame).not.toBeNull();
  expect(frame!.x).toBeGreaterThanOrEqual(0);
  expect(frame!.x + frame!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await overflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: '/tmp/h9/talk-markdown-phone-dialog.png' });
  await phone.keyboard.press('Escape');
  await phone.screenshot({ path: '/tmp/h9/talk-markdown-phone.png', fullPage: true });

  // On a desktop the post and the comment read as code, table and quote.
  await page.reload();
  await expect(page.getByTestId('talk-comment-body').locator('pre span.hljs-string').first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/h9/talk-markdown-desktop.png', fullPage: true });
  await context.close();
});
