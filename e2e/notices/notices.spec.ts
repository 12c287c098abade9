import { expect, test } from '../fixtures.ts';

// The journey saves an empty form once on purpose, to see the refusal.
test.use({ allowFailures: [/^400 \/api\/v1\/host\/notices$/] });

/**
 * The demo admin writes a pinned notice and an FAQ entry in the host console (Korean, with an
 * English version in the second tab); a visitor then finds the notice at /notice, reads it, and
 * opens the answer on the English FAQ page.
 */
test('an admin writes a notice and an FAQ entry in the console; a visitor reads both', async ({ page }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  const stamp = Date.now().toString(36);
  const title = `봄 시즌 일정 안내 ${stamp}`;
  const question = `What file types can I submit? ${stamp}`;

  // The notice: the section bar leads from the console's home to the notices.
  await page.goto('/host');
  await page.getByRole('navigation', { name: '호스트 콘솔 메뉴' }).getByRole('link', { name: '공지사항' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '공지사항 관리' })).toBeVisible();
  await page.getByRole('link', { name: '새 공지사항' }).click();
  await expect(page).toHaveURL(/\/host\/notices\/new$/);

  // Saving without a Korean title is refused with the server's words next to the field.
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('표시된 항목을 확인해 주세요.')).toBeVisible();
  await expect(page.getByText('필수 입력 항목입니다.').first()).toBeVisible();

  await page.getByLabel('제목').fill(title);
  await page.getByLabel('본문 (마크다운)').fill('## 일정\n**3월 2일**에 시작합니다.');
  await expect(page.getByTestId('notice-preview').getByRole('heading', { name: '일정' })).toBeVisible();
  await page.getByRole('tab', { name: '영어' }).click();
  await page.getByLabel('제목').fill(`Spring season schedule ${stamp}`);
  await page.getByLabel('본문 (마크다운)').fill('## Schedule\nIt starts on **March 2**.');
  await page.getByLabel('분류').selectOption('event');
  await page.getByLabel('목록 맨 위에 고정').check();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/host\/notices$/);
  const row = page.getByTestId('host-notice-row').filter({ hasText: title });
  await expect(row).toContainText('고정');
  await expect(row).toContainText('이벤트');

  // The FAQ entry, moved up above the demo's last submission question.
  await page.getByRole('navigation', { name: '호스트 콘솔 메뉴' }).getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('link', { name: '새 질문' }).click();
  await page.getByLabel('분류').selectOption('submission');
  await page.getByLabel('질문').fill(`어떤 파일을 낼 수 있나요? ${stamp}`);
  await page.getByLabel('답변 (마크다운)').fill('대회가 정한 확장자(보통 `.csv`)만 낼 수 있습니다.');
  await page.getByRole('tab', { name: '영어' }).click();
  await page.getByLabel('질문').fill(question);
  await page.getByLabel('답변 (마크다운)').fill('Only the extension the competition sets, usually `.csv`.');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/host\/faq$/);
  const submissions = page.getByRole('region', { name: '제출' }).getByTestId('host-faq-row');
  await expect(submissions.last()).toContainText(stamp);
  await page.getByRole('button', { name: `‘어떤 파일을 낼 수 있나요? ${stamp}’ 위로` }).click();
  await expect(submissions.nth(-2)).toContainText(stamp);

  // A visitor: the header's More menu leads to the notices, the new one pinned on top.
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '더보기' }).click();
  await page.getByRole('menuitem', { name: '공지사항' }).click();
  await expect(page).toHaveURL(/\/more\/notice$/);
  await page.goto('/notice');
  const first = page.getByTestId('notice-list').getByRole('listitem').first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('조회 0');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('notice-body').getByRole('heading', { name: '일정' })).toBeVisible();
  await expect(page.getByText('다음 글이 없습니다.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '이전 글과 다음 글' }).getByRole('link')).toHaveCount(1);
  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  // The visit was counted.
  await expect(page.getByTestId('notice-list').getByRole('listitem').first()).toContainText('조회 1');

  // The same notice in English, at its old address.
  const id = (await page.getByTestId('notice-list').getByRole('link').first().getAttribute('href'))!.split('/').pop();
  await page.goto(`/en/notice/notice/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Spring season schedule ${stamp}` })).toBeVisible();

  // The English FAQ: the submissions category, the new question opened in place.
  await page.goto('/en/faq');
  await page.getByRole('button', { name: 'Submissions', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toHaveCount(0);
  const entry = page.getByRole('button', { name: question });
  await expect(entry).toHaveAttribute('aria-expanded', 'false');
  await entry.click();
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: question })).toContainText('Only the extension the competition sets');
});

/** Notices and the FAQ speak for the whole site: a host runs competitions but does not see their console pages. */
test('the console keeps notices and the FAQ for admins', async ({ page }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'host@madang.dev', password: 'madang-host' } })).ok()).toBe(true);
  await page.goto('/host');
  const sections = page.getByRole('navigation', { name: '호스트 콘솔 메뉴' });
  await expect(sections.getByRole('link', { name: '대회' })).toBeVisible();
  await expect(sections.getByRole('link', { name: '공지사항' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'FAQ' })).toHaveCount(0);
  for (const path of ['/host/notices', '/host/faq/new', '/en/host/notices/89']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: /페이지를 찾을 수 없습니다|This page could not be found/ })).toBeVisible();
  }
});
