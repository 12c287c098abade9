import type { Page } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

const CPT = 'housing-price-2025';

/** Types the start of a nickname into the invite field and picks the offered name. */
async function pickByTyping(page: Page, name: string) {
  await page.getByLabel('초대할 회원 닉네임').fill(name.slice(0, -2));
  await page.getByTestId('member-suggestions').getByRole('button', { name }).click();
  await expect(page.getByLabel('초대할 회원 닉네임')).toHaveValue(name);
}

/** Follows the newest notification from the bell, as the invitee would. */
async function openInviteNotification(page: Page) {
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-popover').getByTestId('notification-item').first().getByRole('link').click();
  // The competition's own address (its slug), not its number.
  await expect(page).toHaveURL(new RegExp(`/competitions/official/${CPT}/team/\\?invitation=\\d+$`));
}

/**
 * The leader finds a participant by typing part of the nickname, invites, withdraws the invitation (the
 * invitee's notification goes with it) and invites again; the invitee follows the notification on a phone and
 * on a desktop and sees accept and decline without scrolling.
 */
test('a leader searches, invites, withdraws and invites again; the invitee answers from the notification', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const leader = await signUpFreshMember(page, 'srch');
  const inviteeContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 375, height: 740 } });
  const invitee = await inviteeContext.newPage();
  const mate = await signUpFreshMember(invitee, 'pick');
  for (const p of [page, invitee]) {
    expect((await p.request.post(`/api/v1/competitions/${CPT}/agreement`)).ok()).toBe(true);
    expect((await p.request.post('/api/competition/join_alone', { data: { cpt_id: CPT } })).ok()).toBe(true);
  }

  await page.goto(`/competitions/official/${CPT}/team`);
  await pickByTyping(page, mate.name);
  await page.getByRole('button', { name: '초대하기' }).click();
  const sent = page.getByTestId('sent-invitations');
  await expect(sent).toContainText(`${mate.name}대기 중`);

  await sent.getByRole('button', { name: '초대 취소' }).click();
  await expect(sent).toContainText(`${mate.name}취소됨`);
  await invitee.goto('/');
  await expect(invitee.getByTestId('notification-bell')).toBeVisible();
  await expect(invitee.getByTestId('notification-count')).toHaveCount(0);

  await pickByTyping(page, mate.name);
  await page.getByRole('button', { name: '초대하기' }).click();
  await expect(sent.getByRole('listitem').filter({ hasText: '대기 중' })).toHaveCount(1);

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await invitee.setViewportSize(viewport);
    await openInviteNotification(invitee);
    const invitation = invitee.getByTestId('focused-invitation');
    await expect(invitation).toContainText(leader.name);
    for (const answer of ['수락', '거절']) await expect(invitation.getByRole('button', { name: answer })).toBeInViewport({ ratio: 1 });
    expect(await invitee.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  const invitation = invitee.getByTestId('focused-invitation');
  await invitation.getByRole('button', { name: '수락' }).click();
  await invitee.getByRole('dialog').getByRole('button', { name: '수락' }).click();
  await expect(invitee.getByTestId('team-member')).toHaveCount(2);
  await inviteeContext.close();
});
