import { expect, test } from '../fixtures.ts';

const SUBMISSIONS = '/competitions/official/retail-demand-2024/mysubmission';

const TEXTS = {
  ko: { prefix: '', title: '검증용 코드 제출', file: '올릴 파일', upload: '올리기', uploaded: '파일을 올렸습니다.', delete: '삭제', badType: '받을 수 없는 파일 형식입니다.' },
  en: {
    prefix: '/en',
    title: 'Code for verification',
    file: 'File to upload',
    upload: 'Upload',
    uploaded: 'The file was uploaded.',
    delete: 'Delete',
    badType: 'This kind of file is not accepted.',
  },
} as const;

for (const locale of ['ko', 'en'] as const) {
  const text = TEXTS[locale];
  test.describe(() => {
    // The refused file is part of the journey.
    test.use({ allowFailures: [/^400 \/api\/codeupload$/] });

    test(`the winning team uploads its write-up after the close, is told why a wrong file is refused, and deletes it (${locale})`, async ({ page }) => {
      // The demo member's team finished first in the closed retail competition.
      const login = await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } });
      expect(login.status()).toBe(200);
      await page.goto(`${text.prefix}${SUBMISSIONS}`);
      const section = page.getByTestId('winner-code');
      await expect(section.getByRole('heading', { name: text.title })).toBeVisible();

      const name = `write-up-${locale}-${Date.now().toString(36)}.md`;
      await section.getByLabel(text.file).setInputFiles({ name: 'weights.exe', mimeType: 'application/octet-stream', buffer: Buffer.from([0x4d, 0x5a, 0x00, 0x01]) });
      await section.getByRole('button', { name: text.upload, exact: true }).click();
      await expect(section.getByRole('alert')).toContainText(text.badType);

      await section.getByLabel(text.file).setInputFiles({ name, mimeType: 'text/markdown', buffer: Buffer.from('# How we won\nGradient boosting on lag features.\n') });
      await section.getByRole('button', { name: text.upload, exact: true }).click();
      await expect(page.getByText(text.uploaded)).toBeVisible();
      const row = section.getByRole('listitem').filter({ hasText: name });
      await expect(row.getByRole('link', { name })).toBeVisible();

      await row.getByRole('button', { name: text.delete }).click();
      await page.getByTestId('winner-code-delete').getByRole('button', { name: text.delete }).click();
      await expect(section.getByRole('link', { name })).toHaveCount(0);
    });
  });
}

test('the team files list asks again before its signed download links expire', async ({ page }) => {
  await page.clock.install();
  const login = await page.request.post('/api/login/self_login', { data: { mail: 'member@madang.dev', password: 'madang-member' } });
  expect(login.status()).toBe(200);
  const firstList = page.waitForResponse((response) => response.url().includes('/api/codeupload/list'));
  await page.goto(SUBMISSIONS);
  await firstList;
  await expect(page.getByTestId('winner-code')).toBeVisible();
  // The server signs each link for 600 s; five minutes on, the list is fetched again with fresh links.
  const refreshed = page.waitForRequest((request) => request.url().includes('/api/codeupload/list'));
  await page.clock.fastForward('05:01');
  await refreshed;
});
