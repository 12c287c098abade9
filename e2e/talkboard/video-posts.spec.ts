import type { Page } from '@playwright/test';
import { findViolations } from '../accessibility/axe.ts';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

/** Records a second of a drawn canvas as WebM in the page: a real video file without any file on disk. */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 25; frame++) {
      context.fillStyle = `hsl(${frame * 14} 80% 50%)`;
      context.fillRect(0, 0, 64, 48);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
}

test('a member uploads a video file for a video post and the post plays it (ko)', async ({ page }) => {
  await signUpFreshMember(page, 'video');
  const title = `발표 영상 ${Date.now().toString(36)}`;
  await page.goto('/forum/new-video');
  const video = await recordWebm(page);
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill('대회 발표 영상입니다.');
  await page.getByLabel('동영상 파일 올리기').setInputFiles({ name: 'talk.webm', mimeType: 'video/webm', buffer: video });
  await expect(page.getByText('동영상을 올렸습니다. 게시글 페이지에서 재생됩니다.')).toBeVisible();
  await expect(page.getByLabel('영상 주소')).toHaveValue(/^\/api\/v1\/videos\/[a-f0-9]{32}\.webm$/);
  expect(await findViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const player = page.getByLabel('이 게시글의 동영상');
  // The browser read the file's metadata: it was served as a video it can play.
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(64);
  expect(await findViolations(page)).toEqual([]);
});

test('a video post with a YouTube address shows a link card, not a player that calls YouTube (en)', async ({ page }) => {
  await signUpFreshMember(page, 'youtube');
  const title = `Winning talk ${Date.now().toString(36)}`;
  await page.goto('/en/forum/new-video');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Text').fill('The winners explain their validation.');
  await page.getByLabel('Video address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const card = page.getByRole('link', { name: /Watch the video on YouTube/ });
  await expect(card).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(card).toContainText('Nothing is loaded from YouTube until you choose to watch.');
  await expect(page.locator('iframe')).toHaveCount(0);
});
