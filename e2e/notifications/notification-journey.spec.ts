import { expect, signUpFreshMember, test } from '../fixtures.ts';

const CPT = 'housing-price-2025';

/**
 * A member invited to a team sees the unread count on the bell, opens the list, follows the invite to
 * the team page (which marks it read), then empties the list; the English page shows the same list.
 */
test('a team invite shows on the bell, opens the team page and can be cleared', async ({ page, browser, baseURL }) => {
  const member = await signUpFreshMember(page, 'noti');
  const leaderContext = await browser.newContext({ baseURL: baseURL! });
  const leaderPage = await leaderContext.newPage();
  const leader = await signUpFreshMember(leaderPage, 'inviter');
  for (const p of [page, leaderPage]) {
    expect((await p.request.post(`/api/v1/competitions/${CPT}/agreement`)).ok()).toBe(true);
    expect((await p.request.post('/api/competition/join_alone', { data: { cpt_id: CPT } })).ok()).toBe(true);
  }
  const invite = await leaderPage.request.post('/api/competition/new_invite_new', { data: { cpt_id: CPT, nickname: member.name } });
  expect(invite.ok(), await invite.text()).toBe(true);
  await leaderContext.close();

  await page.goto('/');
  const bell = page.getByTestId('notification-bell');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('알림, 읽지 않음 1');
  await bell.click();
  const item = page.getByTestId('notification-popover').getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(leader.name);
  await item.getByRole('link').click();

  await expect(page).toHaveURL(/\/competitions\/official\/[a-z0-9-]+\/team\/\?invitation=\d+$/);
  await expect(page.getByTestId('incoming-invitations')).toContainText(leader.name);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(page.getByTestId('notification-popover')).toHaveCount(0);

  await page.goto('/en');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const popover = page.getByTestId('notification-popover');
  await expect(popover.getByTestId('notification-item')).toContainText(leader.name);
  await popover.getByRole('button', { name: 'Delete all' }).click();
  await expect(popover.getByText('You have no notifications.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
});
