import { expect, signUpFreshMember, test } from '../fixtures.ts';

const CPT = 'housing-price-2025';

/**
 * One member invites another on the team page (Korean), the other accepts on the English page, both
 * submit, and the public board shows them as one team.
 */
test('a member invites another, the invitation is accepted, both submit and the board shows one team', async ({ page, browser, baseURL }) => {
  const leader = await signUpFreshMember(page, 'lead');
  const otherContext = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  const other = await otherContext.newPage();
  const invitee = await signUpFreshMember(other, 'mate');
  for (const p of [page, other]) {
    expect((await p.request.post(`/api/v1/competitions/${CPT}/agreement`)).ok()).toBe(true);
    expect((await p.request.post('/api/competition/join_alone', { data: { cpt_id: CPT } })).ok()).toBe(true);
  }

  await page.goto(`/competitions/official/${CPT}/team`);
  await expect(page.getByTestId('team-member')).toHaveCount(1);
  await expect(page.getByTestId('my-team')).toContainText('리더');
  // The team's sections are panels set off from the page, as the other tabs' are, not outlines of its grey.
  const [sectionFill, pageFill] = await page
    .getByTestId('my-team')
    .evaluate((section) => [getComputedStyle(section).backgroundColor, getComputedStyle(document.body).backgroundColor]);
  expect(sectionFill).not.toBe(pageFill);
  expect(sectionFill).not.toBe('rgba(0, 0, 0, 0)');
  await page.getByLabel('초대할 회원 닉네임').fill(invitee.name);
  await page.getByRole('button', { name: '초대하기' }).click();
  await expect(page.getByText('초대를 보냈습니다.')).toBeVisible();
  await expect(page.getByTestId('sent-invitations')).toContainText(`${invitee.name}대기 중`);

  await other.goto(`/en/competitions/official/${CPT}/team`);
  const incoming = other.getByTestId('incoming-invitations');
  await expect(incoming).toContainText(`from ${leader.name}`);
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(other.getByText(/You joined team/)).toBeVisible();
  await expect(other.getByTestId('team-member')).toHaveCount(2);
  await expect(other.getByTestId('team-member').filter({ hasText: leader.name })).toContainText('Leader');
  const teamName = (await other.getByTestId('team-name').textContent())!.trim();

  // Both submit for the team: the leader the sample file, the invitee an upload of it.
  expect((await page.request.post(`/api/v1/competitions/${CPT}/submissions/sample`, { data: { memo: 'leader' } })).status()).toBe(201);
  const [link] = (await (await other.request.post('/api/competition/download', { data: { cpt_id: CPT } })).json()).data.filter(
    (f: { name: string }) => f.name === 'sample_submission.csv',
  );
  const sample = await (await other.request.get(link.url)).body();
  const upload = await other.request.post(`/api/submission?cpt_id=${CPT}`, { multipart: { memo: 'mate', file: { name: 'mate_try.csv', mimeType: 'text/csv', buffer: sample } } });
  expect(upload.status(), await upload.text()).toBe(201);

  await page.reload();
  await expect(page.getByTestId('my-team')).toContainText('팀 제출 2회');
  await expect(page.getByTestId('sent-invitations')).toContainText(`${invitee.name}수락됨`);

  // Graded, both submissions count for one team on the board.
  await expect
    .poll(
      async () => {
        const board = (await (await page.request.get(`/api/leaderboard/V2/public?cpt_id=${CPT}`)).json()).data;
        const row = board.rows.find((r: { team_name: string }) => r.team_name === teamName);
        return row ? `${row.members.length}/${row.submission_count}` : 'none';
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe('2/2');
  await page.goto(`/competitions/official/${CPT}/leaderboard`);
  await expect(page.getByTestId('leaderboard-mine')).toContainText(teamName);
  await other.goto(`/en/competitions/official/${CPT}/leaderboard`);
  await expect(other.getByTestId('leaderboard-mine')).toContainText(teamName);
  await otherContext.close();
});
