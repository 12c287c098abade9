import type { APIRequestContext } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const IDS = Array.from({ length: 20 }, (_, i) => i + 1);
const csv = (header: string, rows: (string | number)[][]) => Buffer.from(`${header}\n${rows.map((row) => row.join(',')).join('\n')}\n`);
/** A real 1×1 PNG, so that the browser draws it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A published public competition made through the console's API: the draft, its data, truth and publish. */
async function publishedCompetition(request: APIRequestContext, slug: string) {
  const created = await request.post('/api/v1/host/competitions', {
    data: {
      slug,
      title: { ko: '초대 전용 여정 대회', en: 'Invite-only journey' },
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
      metric: 'rmse',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).data.id as number;
  const base = `/api/v1/host/competitions/${id}`;
  const file = (name: string, buffer: Buffer) => ({ name, mimeType: 'text/csv', buffer });
  expect(
    (
      await request.post(`${base}/data-files`, {
        multipart: {
          file: file(
            'train.csv',
            csv(
              'id,target',
              IDS.map((i) => [`TRAIN_${i}`, i]),
            ),
          ),
        },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await request.post(`${base}/data-files`, {
        multipart: {
          is_sample: 'true',
          file: file(
            'sample_submission.csv',
            csv(
              'id,target',
              IDS.map((i) => [`TEST_${i}`, 0]),
            ),
          ),
        },
      })
    ).ok(),
  ).toBe(true);
  const truth = await request.post(`${base}/ground-truth`, {
    multipart: {
      file: file(
        'truth.csv',
        csv(
          'id,target,Usage',
          IDS.map((i) => [`TEST_${i}`, i, i % 2 ? 'Public' : 'Private']),
        ),
      ),
    },
  });
  expect(truth.ok(), await truth.text()).toBe(true);
  expect((await request.post(`${base}/publish`)).ok()).toBe(true);
  return id;
}

/**
 * The host gives a public competition a cover (it shows on its card), then makes it invite-only and
 * invites one member by e-mail: that member sees and joins it, while another member gets the same
 * "not found" as for a competition that does not exist, and no longer finds its card.
 */
test('a host uploads a cover and invites a member to an invite-only competition; others get not-found', async ({ page, browser, baseURL }) => {
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'host@madang.dev', password: 'madang-host' } })).ok()).toBe(true);
  const slug = `invite-journey-${Date.now().toString(36)}`;
  const id = await publishedCompetition(page.request, slug);
  const tab = (name: string) => page.getByRole('navigation', { name: '대회 관리 메뉴' }).getByRole('button', { name, exact: true });

  const invitedContext = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const invited = await invitedContext.newPage();
  const guest = await signUpFreshMember(invited, 'guest');
  const otherContext = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const other = await otherContext.newPage();
  await signUpFreshMember(other, 'other');

  // The cover: uploaded in the form, previewed, saved, and drawn on the competition's card.
  await page.goto(`/host/competitions/${id}`);
  await page.getByLabel('커버 이미지 (4:1로 잘려 보입니다)').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '커버 이미지 (4:1로 잘려 보입니다) 미리보기' })).toBeVisible();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('저장했습니다.')).toBeVisible();
  await other.goto('/en/competitions');
  const cover = other.getByTestId(`competition-card-${slug}`).getByTestId('competition-cover');
  await expect(cover).toBeVisible();
  await expect(cover).toHaveJSProperty('naturalWidth', 1);

  // Invite-only, with one member on the list.
  await page.getByLabel('참가 방식').selectOption('invited');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  // The first save's notice may still be up.
  await expect(page.getByText('저장했습니다.').last()).toBeVisible();
  await expect(page.getByLabel('참가 방식')).toHaveValue('invited');
  await tab('초대 명단').click();
  await page.getByLabel('이메일', { exact: true }).fill(`  ${guest.email.toUpperCase()},\n${guest.email}`);
  await expect(page.getByText('이메일 1개')).toBeVisible();
  await page.getByRole('button', { name: '초대하기' }).click();
  await expect(page.getByText('1명을 초대했습니다. (이미 초대됨 0명)')).toBeVisible();
  await expect(page.getByTestId('invitee-list')).toContainText(guest.email);

  // The invitee sees it and joins.
  await invited.goto(`/en/competitions/official/${slug}`);
  await expect(invited.getByRole('heading', { level: 1, name: 'Invite-only journey' })).toBeVisible();
  await invited.getByRole('link', { name: 'Data', exact: true }).click();
  await invited.getByRole('link', { name: 'Accept the rules' }).click();
  await invited.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await invited.getByRole('button', { name: 'Accept and join' }).click();
  await expect(invited.getByRole('button', { name: 'Download sample_submission.csv' })).toBeVisible();

  // Anyone else: the same page as for a competition that does not exist, and no card in the list.
  await other.goto(`/en/competitions/official/${slug}`);
  await expect(other.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(other.getByText('Invite-only journey')).toHaveCount(0);
  await other.goto('/en/competitions');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.getByTestId(`competition-card-${slug}`)).toHaveCount(0);
  await invitedContext.close();
  await otherContext.close();
});
