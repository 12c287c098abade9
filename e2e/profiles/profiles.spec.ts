import type { Browser, Page } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

/** A small PNG (a blue-to-orange fade), as a member's camera roll would hold. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAHIElEQVR4nMXad1dTdxzH8d+D6Wmr1bbWDkdVQEHFrYzshOy9996DTdgbBFGUDeJAAcU9QXHv3drWWW1r62nPTUgImBtuLsE+g/f5nNcf937vBZ+kP/40/dFnmAezMPe/wN6bi73zJfb217hb3+BufIu//h3+2g/4KwsJlxcTLv1IvLiUeCGOOJJAOr+cdC6RfHYl+fRqyqlkyom1lOPrM45tyDiyiTq0hXo4lTqYRhvA0Ppx9AMEeh+Rvp/M2JvB2ENj9tKZPUxmN5vVxWV18NjtAnabiN0i5uyScnbKuTuU3O0qbpOG16jjNRj4W438OjO/1iqosQuqHMJKl7DCIyzLEpVmi0pyxUX54kKvxAs+xTz8HPNgNub+HOzdudg7X+FuzcPd9NVf+x5/dQHhykLCpcWE0SXEi8uII3Gk4QTS+RWks0nkM776k2soJ9ZB9Uc3ZhzZTB1KoR5KpQ6m0wawtIP+ehJ9H2WsfjeD2cNidbNZnVxWB5/dLmS3ijgtEs4uGadZ4atX87ZpofqtBn69iV9nEdRYBdV2QZVTWOEWlntEZVmikhxRcR5U7/VKCook+WAW5v5szL052Lv+4efhbs4fG/7qAsLlRdDwo0uJF5YRR+JJw8tJ51aQofpV5FPJ/npo+KOboPrDKdRDabRBDK0fSzuIpx/wDb+PwthDZfTSofpuFquLw+rksdr57DYhu9U/vK/eP/w2La9BDw1fb+bXWgQ1NkG1f3i3sDzTN3yOuDhPXFgg9hZC9Xkl0lwQJZszsWIjiZpNcYBNQaEkv1iSVyrNKZNmgyCb+bFgg/ezYUzJZmeATZOfjT4aNiWS3FJpTrk0u1KWCZCwSUTKpm8SG2Ys2OR+wKZMmlMhzaqUZVbLPACezTAcm42xYKOOxKY8AptyaXaFLKtK5qmRuWvlLhBks2im2LQhYWOLhk21r75O7twqd4Ao2QwF2AwgYSMIZcONFRto+Hqo3t6osAEfm9ExNiREbNJjyaZ6nI0IEZs6qN7RoLBvU9iaFBYQZBOPlg11nE0XajaZ0bBphOqt25WWZqUZwLFZSzk+fTZytGyKx9hkh2XTpLDuUJqblaZdSiNAwYaEkg00/PTZbFdYdijNO5WmFpWhVaUHQTar4NjQwrLpDbLhxIJNARwb+YdsoOFbVIY2la5DrQU+Nqc/ZLMFORv2dNgUBdjkh7KpisimVaVv99V3qdVgZthsC8vGGSM27Spdp1rTrVb3aFQAAZv9kdmIZ5CNLSybLqhetVuj3KNRADg2OLRsdLBsypCzaYjIpkej6oXq5fu0MoCQDWMym9YAm+bwbARh2OSgZdM2kU2vRrFXI9+vlfZpJWBj4KHSx6YfBRsVWjZlE9i4kLPZp5Xt10oPaCX9OhGAY5OBlo0Vqq+aJpudEdn0aaUHdeJ+nWhQJwQI2Iy9i/wfbLR+Nrs1ylA2B3XiAZ3wkE5wWM8HH5WN1M9m7F2kFi2bQZ3wkF4wpOcd1XPBZDbMaNnUTWLjmQ4bFSI2h/X8I3reUQPnuIENJrLZDcdGhpZNEVI2xghsDkxkc0TPPWbgnDCwTxqZAB0b4xRsCgNs8iKwaULL5jhUzzplZJ4xMkAoG/YUbBqRsMlHy6YzEhtBKJuTBtZpI+OMkX7ORAOI2PDQs6kMw8YaHRv9ZDanjYyzRvp5E3XYlAHQsXGMsynNCjmYfRw254y08ybqiCnjopkMQtmE3lk/Ppu9Y2wkU7IZNmVcMFEumsmXzEQQgY02Bmyg4dGxGYJnc8FMGTWTLpuJVywEEA2bSme4O2tUbFpRsqEH2PiHJ122EK5a8NctOAB3no+KTWlYNgo4NpqukIfKIJsBxGyuWAjXoHrsTSsGRGBjiY5NZlg2zWjZnIJnc82Cu2HF3rJiblvTAAyb2hli0zM1G/aUbG5YMbes6XdsafdsKSAmbGpg2Rhmgs1ta/pdW+o9W8oD2xYQgY17MhtvgE0uejZapGxGwrNJv21Nu2tLvW/b8tC++ZF9E4AuH5PYCMOzKYwFm74JbPhh2JjCs7kZwsZf/9i+8SfHBmCIBRv/nRUFm2Oo2Dyyb3riq3/qWAdg2Ey+s0bFpiMWbK5a8HBsntg3/OxY/4tj3a/ONQA5m4ppsRl/F0HH5kEIG1/92t+ca547k4EdIRtZKBtHrNicRcjGHmSz/ik0/NpnzuTnztUvXatAhK860bFRj7PZg5QNLcCGHBWbZ87kF87Vr1wrX7uSAHI29UjZyGeCzdMQNi9cq165Vv7uSnrrXgGypmDjgWPTEgs2o5HYbIZj89qV9Mad+Na94k93AojwVQc1m/4wbFhI2NxBxuaNO/EP9/K/PAnvPPEAOZsd42z0bcHLR2Q2Bq5/+OmzeRnCxlcf/7cn7r1nGfBKvKG/HiBn0x0TNlY/m7So2LzzxP/jiXufufTfzCX/AcPL6xOdGvmxAAAAAElFTkSuQmCC',
  'base64',
);

async function openAs(browser: Browser, login?: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  if (login) await login(page);
  return page;
}

const myId = async (page: Page) => ((await (await page.request.get('/api/myinfo')).json()) as { data: { id: number }[] }).data[0]!.id;

test('a member edits their profile through the cropper, follows another member and reads their competitions; a visitor cannot edit', async ({ page, browser }) => {
  const other = await openAs(browser, (p) => signUpFreshMember(p, 'followee'));
  const otherId = await myId(other);
  const me = await signUpFreshMember(page, 'owner');
  const meId = await myId(page);

  // The avatar menu's profile link lands on the home tab of one's own profile.
  await page.goto(`/myprofile/${meId}`);
  await expect(page).toHaveURL(new RegExp(`/myprofile/${meId}/home$`));
  await expect(page.getByRole('heading', { name: me.name })).toBeVisible();
  await expect(page.getByText('최근 1년 활동')).toBeVisible();

  // A new picture: chosen, framed in the cropper, saved as JPEG; the page reloads with it.
  await page.getByRole('button', { name: '사진 변경' }).click();
  const cropper = page.getByTestId('image-cropper');
  await expect(cropper.getByRole('heading', { name: '프로필 사진 변경' })).toBeVisible();
  // Over 1 MB is refused before anything is sent.
  await cropper.getByTestId('cropper-file').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PICTURE, Buffer.alloc(1_048_577)]) });
  await expect(cropper.getByRole('alert')).toHaveText('이미지 크기는 1MB 이하여야 합니다.');
  await cropper.getByTestId('cropper-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURE });
  await cropper.getByRole('slider').focus();
  await page.keyboard.press('End');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/myinfo/picture/update') && response.status() === 200);
  await cropper.getByRole('button', { name: '저장' }).click();
  await saved;
  await page.waitForLoadState('load');
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', new RegExp(`^/api/users/${meId}/picture\\?v=\\d+$`));

  // A file that is not an image is refused in the dialog itself.
  await page.getByRole('button', { name: '커버 변경' }).click();
  await page.getByTestId('cropper-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('image-cropper').getByRole('alert')).toHaveText('이미지 파일을 선택해 주세요.');
  // A browser that cannot read files is told so (spec section 5), instead of a cropper that never shows the image.
  await page.evaluate(() => Reflect.deleteProperty(window, 'FileReader'));
  await page.getByTestId('cropper-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByTestId('image-cropper').getByRole('alert')).toHaveText('이 브라우저는 파일 읽기를 지원하지 않습니다. 최신 브라우저를 사용해 주세요.');
  await page.getByTestId('image-cropper').getByRole('button', { name: '취소' }).click();

  // The introduction and a link.
  await page.getByRole('button', { name: '소개 수정' }).click();
  await page.getByLabel('소개', { exact: true }).fill('시계열 예측을 공부하고 있습니다.');
  await page.getByLabel('링크', { exact: true }).fill('https://github.com/madang-owner');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('시계열 예측을 공부하고 있습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'github.com/madang-owner' })).toBeVisible();

  // Following the other member raises their follower count.
  await page.goto(`/myprofile/${otherId}/home`);
  await expect(page.getByTestId('follower-count')).toHaveText('팔로워 0');
  await page.getByRole('button', { name: '팔로우', exact: true }).click();
  await expect(page.getByTestId('follower-count')).toHaveText('팔로워 1');
  await expect(page.getByRole('button', { name: '팔로우 취소' })).toBeVisible();
  await page.getByTestId('follower-count').click();
  await expect(page.getByTestId('follow-list').getByRole('link', { name: me.name })).toBeVisible();
  await page.keyboard.press('Escape');
  // Their private tabs are not offered; their competitions are.
  const tabs = page.getByRole('navigation', { name: '프로필 메뉴' });
  await expect(tabs.getByRole('link', { name: '북마크' })).toHaveCount(0);
  await tabs.getByRole('link', { name: '대회' }).click();
  await expect(page).toHaveURL(new RegExp(`/myprofile/${otherId}/competition$`));
  await expect(page.getByRole('heading', { name: '참가한 대회' })).toBeVisible();
  await expect(page.getByText('아직 참가한 대회가 없습니다.')).toBeVisible();
  // A private tab of someone else's profile goes to their home.
  await page.goto(`/myprofile/${otherId}/bookmark`);
  await expect(page).toHaveURL(new RegExp(`/myprofile/${otherId}/home$`));

  // A demo member's competition tab shows ranks and medals from closed boards.
  const found = await page.request.get(`/api/search/getResultByTab/scroll/1?tab_type=user&keyword=${encodeURIComponent('팀장하늘')}`);
  const leaderId = ((await found.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
  await page.goto(`/myprofile/${leaderId}/competition`);
  await expect(page.getByText('은메달').first()).toBeVisible();

  // A visitor sees the profile but none of the edit controls.
  const visitor = await openAs(browser);
  await visitor.goto(`/myprofile/${meId}/home`);
  await expect(visitor.getByText('시계열 예측을 공부하고 있습니다.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: '소개 수정' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: '사진 변경' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: '팔로우', exact: true })).toBeVisible();

  // The same profile in English.
  await page.goto(`/en/myprofile/${meId}/achieve`);
  await expect(page.getByRole('heading', { name: 'Badges', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit introduction' })).toBeVisible();
});
