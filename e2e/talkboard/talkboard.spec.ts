import type { Browser, Page } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

const BOARD = '/competitions/official/housing-price-2025/talkboard';
/** The community index's section of the newest forum posts (the weekly popular section may list the same post). */
const LATEST_FORUM = 'Latest discussions';

/** A second browser with its own session, for the other people of the journey. */
async function openAs(browser: Browser, login: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  await login(page);
  return page;
}

test('a post on a competition board: a comment, reports, the host hides the comment, its author and the poster see it hidden', async ({ page, browser }) => {
  const writer = await signUpFreshMember(page, 'writer');
  const title = `검증 전략 공유 ${Date.now().toString(36)}`;

  await page.goto(BOARD);
  await expect(page.getByRole('heading', { name: '토론' })).toBeVisible();
  await page.getByRole('link', { name: '글쓰기' }).click();
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('분류').selectOption('tip');
  await page.getByLabel('내용').fill('**시간 순서**로 나눈 검증이 리더보드와 잘 맞았습니다.');
  await page.getByRole('tab', { name: '미리보기' }).click();
  await expect(page.getByTestId('talk-preview').locator('strong')).toHaveText('시간 순서');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('talk-post-body').locator('strong')).toHaveText('시간 순서');
  const postUrl = new URL(page.url()).pathname;
  expect(postUrl).toMatch(/\/talkboard\/\d+$/);

  // Another member comments (the counter keeps the 1000-character limit) and reports the post.
  const commenter = await openAs(browser, (p) => signUpFreshMember(p, 'commenter'));
  await commenter.goto(postUrl);
  const box = commenter.getByRole('textbox', { name: '댓글' }).first();
  await box.fill('가'.repeat(1001));
  await expect(commenter.getByTestId('comment-counter').first()).toContainText('1001 / 1000');
  await expect(commenter.getByRole('button', { name: '등록' })).toBeDisabled();
  const rude = '이 방법 말고 제 방법이 훨씬 낫습니다. 다들 틀렸어요.';
  await box.fill(rude);
  await expect(commenter.getByTestId('comment-counter').first()).toContainText(`${rude.length} / 1000`);
  await commenter.getByRole('button', { name: '등록' }).click();
  await expect(commenter.getByTestId('talk-comment')).toContainText('제 방법이 훨씬 낫습니다');
  await commenter.getByTestId('talk-post').getByRole('button', { name: '신고' }).click();
  await commenter.getByTestId('report-dialog').getByLabel('주제와 무관').check();
  await commenter.getByTestId('report-dialog').getByRole('button', { name: '신고' }).click();
  await expect(commenter.getByText('신고가 접수되었습니다')).toBeVisible();

  // The writer reports the rude comment.
  await page.reload();
  await expect(page.getByTestId('talk-comment')).toContainText('제 방법이 훨씬 낫습니다');
  await page.getByTestId('talk-comment').getByRole('button', { name: '신고' }).click();
  await page.getByTestId('report-dialog').getByLabel('욕설·비방').check();
  await page.getByTestId('report-dialog').getByLabel('자세한 내용 (선택)').fill('다른 참가자를 깎아내립니다.');
  await page.getByTestId('report-dialog').getByRole('button', { name: '신고' }).click();
  await expect(page.getByText('신고가 접수되었습니다')).toBeVisible();

  // The demo host hides the comment from the moderation page, with a reason.
  const host = await openAs(browser, async (p) => {
    expect((await p.request.post('/api/login/self_login', { data: { mail: 'host@madang.dev', password: 'madang-host' } })).ok()).toBe(true);
  });
  await host.goto('/host');
  await host.getByRole('link', { name: '게시판 관리' }).click();
  await expect(host.getByRole('heading', { name: '게시판 관리' })).toBeVisible();
  const commentReport = host.getByTestId('mod-report').filter({ hasText: '제 방법이 훨씬 낫습니다' });
  await expect(commentReport).toContainText('욕설·비방');
  await expect(commentReport).toContainText(writer.name);
  await expect(host.getByTestId('mod-report').filter({ hasText: title })).toContainText('주제와 무관');
  await commentReport.getByRole('button', { name: '숨기기' }).click();
  await host.getByTestId('hide-dialog').getByLabel('숨김 사유').fill('다른 참가자를 존중해 주세요.');
  await host.getByTestId('hide-dialog').getByRole('button', { name: '숨기기' }).click();
  await expect(host.getByTestId('mod-hidden')).toContainText('제 방법이 훨씬 낫습니다');
  await expect(commentReport).toContainText('처리됨');

  // The writer reads the placeholder; the comment's author reads the moderator's reason.
  await page.reload();
  await expect(page.getByTestId('talk-comment')).toContainText('관리자가 숨긴 댓글입니다.');
  await expect(page.getByTestId('talk-comment')).not.toContainText('제 방법이 훨씬 낫습니다');
  await commenter.reload();
  await expect(commenter.getByTestId('talk-comment')).toContainText('다른 참가자를 존중해 주세요.');

  // The board's list counts the comment.
  await page.goto(BOARD);
  await expect(page.getByTestId('talk-row').filter({ hasText: title })).toContainText('댓글 1');
});

test('the forum in English: write, find by keyword, comment and go between posts', async ({ page }) => {
  await signUpFreshMember(page, 'forum');
  const title = `Which metric for imbalanced data ${Date.now().toString(36)}`;

  await page.goto('/en/forum');
  await expect(page.getByRole('heading', { name: 'Discussions' })).toBeVisible();
  await expect(page.getByTestId('talk-row').first()).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('question');
  await page.getByLabel('Text').fill('Is **PR-AUC** better than ROC-AUC when positives are rare?');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/en\/forum\/\d+$/);
  await expect(page.getByRole('heading', { name: 'More on this board' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Comment' }).fill('PR-AUC tells you more when the classes are skewed.');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('talk-comment')).toContainText('PR-AUC tells you more');
  await page.getByRole('button', { name: 'Vote 0' }).click();
  await expect(page.getByRole('button', { name: 'Vote 1' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: /Previous post/ }).click();
  await expect(page.getByTestId('talk-post')).toBeVisible();

  await page.goto('/en/forum');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('imbalanced');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=imbalanced/);
  await expect(page.getByTestId('talk-row')).toHaveCount(1);
  await expect(page.getByTestId('talk-row')).toContainText(/1 view.*1 vote.*1 comment(?!s)/);

  // The community index lists it among the latest forum posts, and the fixed inquiry post opens.
  await page.goto('/en/community');
  const latest = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: LATEST_FORUM }) });
  await expect(latest.getByRole('link', { name: title })).toBeVisible();
  // The two fixed inquiry posts stand out as buttons rather than plain words at the end of the page.
  const inquiry = page.getByRole('link', { name: 'Hosting a competition' }).first();
  const inquiryStyle = await inquiry.evaluate((link) => {
    const style = getComputedStyle(link);
    return { border: Number.parseFloat(style.borderTopWidth), padding: Number.parseFloat(style.paddingLeft) };
  });
  expect(inquiryStyle.border).toBeGreaterThan(0);
  expect(inquiryStyle.padding).toBeGreaterThan(0);
  await inquiry.click();
  await expect(page.getByRole('heading', { name: /Hosting a competition/ })).toBeVisible();

  // Deleting a comment asks first (the dialog loads on the first ask): cancel keeps it, confirm removes it.
  await page.goto('/en/forum');
  await page.getByRole('link', { name: title }).click();
  const comment = page.getByTestId('talk-comment');
  await comment.getByRole('button', { name: 'Delete' }).click();
  const confirmComment = page.getByRole('dialog', { name: 'Delete comment' });
  await confirmComment.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmComment).toBeHidden();
  await expect(comment).toContainText('PR-AUC tells you more');
  await comment.getByRole('button', { name: 'Delete' }).click();
  await confirmComment.getByRole('button', { name: 'Delete' }).click();
  await expect(comment).toHaveCount(0);

  // Deleting the post leaves for the board without asking for the deleted post again (no 404 on the way).
  await page.getByTestId('talk-post').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete post' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/en\/forum$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});
