/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

const COMPETITION = '/competitions/official/housing-price-2025';

/** Forgets which new-XP bubbles this browser has shown, so the newest gain pops up again. */
const forgetShownBubbles = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('xp-bubble-seen')) localStorage.removeItem(key);
  });

/**
 * A member comments and submits, sees the XP button's new-points indicator, opens the XP popup with
 * its history, finds themselves on the ranking in both languages and opens the tier system.
 */
test('a member earns XP for a comment and a submission, sees it in the popup and on the ranking', async ({ page }, testInfo) => {
  const member = await signUpFreshMember(page, 'xp');

  // A comment on the forum's fixed inquiry post.
  await page.goto('/forum/403890');
  await page.getByRole('textbox', { name: '댓글' }).first().fill('대회 개최 문의 잘 읽었습니다. 일정표도 올려 주실 수 있을까요?');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByTestId('talk-comment').last()).toContainText('일정표도 올려 주실 수 있을까요');

  // A submission, scored.
  await page.goto(`${COMPETITION}/agreement`);
  await page.getByRole('checkbox', { name: /동의합니다/ }).check();
  await page.getByRole('button', { name: '동의하고 참가하기' }).click();
  await expect(page).toHaveURL(/\/data$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'sample_submission.csv 다운로드' }).click()]);
  const samplePath = testInfo.outputPath('sample_submission.csv');
  await download.saveAs(samplePath);
  await page.getByRole('link', { name: '제출', exact: true }).click();
  await page.getByLabel('제출 파일').setInputFiles(samplePath);
  await page.getByRole('button', { name: '제출하기', exact: true }).click();
  await page.getByTestId('submit-confirm').getByRole('button', { name: '제출하기' }).click();
  await page.getByTestId('badge-modal').getByRole('button', { name: '닫기' }).click();
  const latest = page.locator('[data-testid^="submission-"][aria-selected="true"]');
  await expect(latest.getByTestId('submission-status')).toHaveText('채점 완료', { timeout: 30_000 });

  // The header tells of the new XP: the submission's, the newest. Its bubble may already have come and gone on the
  // submission page while the grading ran; forgetting that shows it again as on another browser.
  await forgetShownBubbles(page);
  await page.goto('/');
  const button = page.getByTestId('xp-button');
  await expect(button).toHaveAttribute('data-new-point', '4');
  await expect(page.getByTestId('xp-new-point')).toContainText('제출해서 XP를 받았습니다');
  await expect(page.getByTestId('xp-new-point')).toContainText('+20 XP');

  // The bubble folds into the button's dot by itself, and the same gain does not pop up again on a new visit.
  await expect(page.getByTestId('xp-new-point')).toHaveCount(0, { timeout: 15_000 });
  await expect(button).toHaveAttribute('data-new-point', '4');
  await page.reload();
  await expect(button).toHaveAttribute('data-new-point', '4');
  await expect(page.getByTestId('xp-new-point')).toHaveCount(0);
  // Shown again (as on another browser), a tap anywhere else puts it away at once.
  await forgetShownBubbles(page);
  await page.reload();
  await expect(page.getByTestId('xp-new-point')).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(page.getByTestId('xp-new-point')).toHaveCount(0);

  await button.click();
  const popup = page.getByTestId('xp-popup');
  await expect(popup.getByTestId('xp-daily')).toHaveText('30 / 800 XP');
  await expect(popup.getByTestId('xp-total')).toHaveText('30 XP');
  await expect(popup.getByTestId('xp-level')).toHaveText('Lv. 1');
  await expect(popup.getByTestId('xp-history').getByRole('listitem')).toHaveCount(2);
  await expect(popup.getByTestId('xp-history')).toContainText('제출 채점 완료');
  await expect(popup.getByTestId('xp-history')).toContainText('댓글 작성');
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(button).toHaveAttribute('data-new-point', '0');
  await expect(page.getByTestId('xp-new-point')).toHaveCount(0);

  // The ranking: the member picks categories, then finds themselves in one of them.
  await page.goto('/ranking');
  await expect(page.getByRole('heading', { level: 1, name: '랭킹' })).toBeVisible();
  const mine = page.getByTestId('ranking-mine');
  await mine.getByLabel('소속').selectOption('hyundai');
  await mine.getByLabel('지역').selectOption('jeju');
  await mine.getByRole('button', { name: '카테고리 저장' }).click();
  await expect(page.getByText('랭킹 카테고리를 저장했습니다.')).toBeVisible();

  await page.getByRole('tab', { name: 'XP 랭킹' }).click();
  await page.getByRole('button', { name: '올해 시즌' }).click();
  await page.getByLabel('카테고리').selectOption('hyundai');
  await expect(page).toHaveURL(/tab=xp/);
  const myRow = page.getByTestId('ranking-table').getByRole('row', { name: new RegExp(member.name) });
  await expect(myRow).toHaveClass(/is-me/);
  await expect(myRow).toContainText('30');
  await expect(mine.getByTestId('my-rank')).not.toHaveText('아직 순위 없음');

  await page.getByRole('button', { name: '랭킹 산정 방식' }).click();
  await expect(page.getByTestId('ranking-order-popup')).toContainText('3분마다');
  await page.getByTestId('ranking-order-popup').getByRole('button', { name: '닫기' }).click();

  await page.goto('/en/ranking?tab=xp&type=season&category=hyundai');
  await expect(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
  await expect(page.getByTestId('ranking-table').getByRole('row', { name: new RegExp(member.name) })).toBeVisible();

  // The tier system, with the member's own tier.
  await page.goto('/ranking/info');
  await expect(page.getByRole('heading', { level: 1, name: '티어 제도' })).toBeVisible();
  await expect(page.getByTestId('tier-ladder').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('my-tier')).toContainText('브론즈');
});
