import type { APIRequestContext } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

const DAY = 24 * 60 * 60_000;
const IDS = Array.from({ length: 20 }, (_, i) => i + 1);
const csv = (header: string, rows: (string | number)[][]) => Buffer.from(`${header}\n${rows.map((row) => row.join(',')).join('\n')}\n`);
const file = (name: string, buffer: Buffer) => ({ name, mimeType: 'text/csv', buffer });

/** The public board's team ids, as any visitor reads them. */
const boardTeams = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/leaderboard/V2/public?cpt_id=${id}`)).json()).data.rows as { team_id: number }[]).map((row) => row.team_id);

/**
 * The admin makes a member a host on /host/roles. The new host prepares a competition, deletes a
 * stray data file before publishing, and after a member's submission disqualifies the whole team
 * with a reason and takes it back; the board follows each step.
 */
test('an admin grants the host role; the new host deletes a draft file and disqualifies and reinstates a team', async ({ page, browser, baseURL }) => {
  const hostContext = await browser.newContext({ baseURL: baseURL!, locale: 'ko-KR' });
  const future = await signUpFreshMember(await hostContext.newPage(), 'newhost');
  await hostContext.close();

  // The admin, on the roles page.
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);
  await page.goto('/host');
  await page.getByRole('navigation', { name: '호스트 콘솔 메뉴' }).getByRole('link', { name: '권한 관리' }).click();
  await expect(page).toHaveURL(/\/host\/roles$/);
  await page.getByLabel('회원 이메일').fill(future.email);
  await page.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByTestId('role-current')).toHaveText('현재 권한: 일반 회원');
  await page.getByRole('button', { name: '호스트 권한 주기' }).click();
  await expect(page.getByText(`${future.name} 님에게 호스트 권한을 주었습니다.`)).toBeVisible();
  await expect(page.getByTestId('role-current')).toHaveText('현재 권한: 호스트');

  // The new host: a draft with a stray file, deleted before publishing.
  expect((await page.request.post('/api/login/self_login', { data: { mail: future.email, password: future.password } })).ok()).toBe(true);
  const slug = `run-actions-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v1/host/competitions', {
    data: {
      slug,
      title: { ko: '운영 여정 대회', en: 'Run actions journey' },
      metric: 'rmse',
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + 7 * DAY).toISOString(),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = (await created.json()).data.id as number;
  const base = `/api/v1/host/competitions/${id}`;
  await page.request.post(`${base}/data-files`, {
    multipart: {
      file: file(
        'train.csv',
        csv(
          'id,target',
          IDS.map((i) => [`TRAIN_${i}`, i]),
        ),
      ),
    },
  });
  await page.request.post(`${base}/data-files`, { multipart: { file: file('stray.csv', csv('a', [[1]])) } });
  await page.request.post(`${base}/data-files`, {
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
  });
  expect(
    (
      await page.request.post(`${base}/ground-truth`, {
        multipart: {
          file: file(
            'truth.csv',
            csv(
              'id,target,Usage',
              IDS.map((i) => [`TEST_${i}`, i, i % 2 ? 'Public' : 'Private']),
            ),
          ),
        },
      })
    ).ok(),
  ).toBe(true);

  await page.goto(`/host/competitions/${id}?tab=setup`);
  const check = page.getByTestId('setup-check');
  await expect(check).toContainText('stray.csv');
  await check.getByRole('button', { name: 'stray.csv 삭제' }).click();
  await expect(page.getByText('stray.csv 파일을 삭제했습니다.')).toBeVisible();
  await expect(check).not.toContainText('stray.csv');
  await check.getByRole('button', { name: '대회 공개' }).click();
  await expect(check).toContainText('이미 공개된 대회입니다.');
  await expect(check.getByRole('button', { name: /삭제$/ })).toHaveCount(0);

  // A member joins and submits.
  const memberContext = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const member = await memberContext.newPage();
  const solver = await signUpFreshMember(member, 'solver');
  expect((await member.request.post(`/api/v1/competitions/${id}/agreement`)).ok()).toBe(true);
  expect((await member.request.post('/api/competition/join_alone', { data: { cpt_id: id } })).ok()).toBe(true);
  const sent = await member.request.post(`/api/submission?cpt_id=${id}`, {
    multipart: {
      file: file(
        'mine.csv',
        csv(
          'id,target',
          IDS.map((i) => [`TEST_${i}`, i + 1]),
        ),
      ),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect.poll(() => boardTeams(page.request, id), { timeout: 30_000 }).toHaveLength(1);

  // The whole team out, with a reason, then back.
  await page.goto(`/host/competitions/${id}?tab=submissions`);
  const row = page.getByTestId('host-submission').filter({ hasText: solver.name });
  await row.getByRole('button', { name: '팀 실격' }).click();
  const dialog = page.getByRole('dialog', { name: `${solver.name} 팀 전체 실격` });
  await dialog.getByLabel('사유 (참가자에게 보입니다)').fill('Shared code outside the team');
  await dialog.getByRole('button', { name: '팀 실격' }).click();
  await expect(page.getByText(`${solver.name} 팀을 실격 처리했습니다.`)).toBeVisible();
  await expect(row.getByTitle('Shared code outside the team')).toHaveText('팀 실격');
  await expect.poll(() => boardTeams(page.request, id)).toEqual([]);
  await member.goto(`/en/competitions/official/${slug}/mysubmission`);
  await expect(member.getByText('Shared code outside the team')).toBeVisible();

  await row.getByRole('button', { name: '팀 실격 취소' }).click();
  await expect(page.getByText(`${solver.name} 팀의 실격을 취소했습니다.`)).toBeVisible();
  await expect(row.getByRole('button', { name: '팀 실격', exact: true })).toBeVisible();
  await expect.poll(() => boardTeams(page.request, id)).toHaveLength(1);
  await memberContext.close();
});
