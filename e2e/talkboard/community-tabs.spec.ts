import type { Browser } from '@playwright/test';
import { expect, signUpFreshMember, test } from '../fixtures.ts';

const SLUG = 'housing-price-2025';

const TEXTS = {
  ko: {
    prefix: '',
    forum: '토론',
    teams: '팀원 모집',
    write: '글쓰기',
    category: '분류',
    competition: '팀원을 모집할 대회',
    title: '제목',
    body: '내용',
    submit: '등록',
    joinFirst: '대회에 참가하면 팀을 구성할 수 있습니다.',
  },
  en: {
    prefix: '/en',
    forum: 'All talk',
    teams: 'Find a team',
    write: 'New post',
    category: 'Category',
    competition: 'Competition you are forming a team for',
    title: 'Title',
    body: 'Text',
    submit: 'Post',
    joinFirst: 'Join the competition to form a team.',
  },
} as const;

/** Another member, in a browser of their own, who writes a looking-for-team post through the API. */
async function otherMemberPosts(browser: Browser, post: { title: string; competitionId: number }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpFreshMember(page, 'teammate');
  const response = await page.request.post('/api/talkboard/v3', {
    data: { cpt_id: 0, title: post.title, content: 'Modelling is covered; looking for features.', category: 'team', subject_cpt_id: post.competitionId },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await context.close();
}

for (const locale of ['ko', 'en'] as const) {
  const text = TEXTS[locale];
  test(`a member opens the teams tab, sees a new post counted, writes a team post naming a competition and follows it to the team page (${locale})`, async ({ page, browser }) => {
    await signUpFreshMember(page, `tabs-${locale}`);
    const competition = (await (await page.request.get(`/api/competition?cpt_id=${SLUG}`)).json()).data as { id: number };

    // The whole forum's tab counts the last day's posts of others until the member opens it.
    await page.goto(`${text.prefix}/community`);
    await expect(page.getByTestId('community-tabs').getByTestId('tab-count-forum')).toBeVisible();
    await page
      .getByTestId('community-tabs')
      .getByRole('link', { name: new RegExp(`^${text.forum}`) })
      .click();
    await expect(page.getByTestId('talk-row').first()).toBeVisible();
    await expect(page.getByTestId('community-tabs').getByTestId('tab-count-teams')).toBeVisible();
    await expect(page.getByTestId('community-tabs').getByTestId('tab-count-forum')).toHaveCount(0);

    // Opening the tab clears its count; a post someone writes afterwards is new again.
    await page.goto(`${text.prefix}/community/teams`);
    await expect(page.getByRole('heading', { level: 1, name: text.teams })).toBeVisible();
    const tabs = page.getByTestId('community-tabs');
    await expect(tabs.getByRole('link', { name: text.teams })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByTestId('tab-count-teams')).toHaveCount(0);
    const theirs = `Teammate wanted ${Date.now().toString(36)}`;
    await otherMemberPosts(browser, { title: theirs, competitionId: competition.id });
    await page.goto(`${text.prefix}/community`);
    await expect(page.getByTestId('community-tabs').getByTestId('tab-count-teams')).toContainText('1');
    await page
      .getByTestId('community-tabs')
      .getByRole('link', { name: new RegExp(`^${text.teams}`) })
      .click();
    await expect(page.getByTestId('talk-row').filter({ hasText: theirs })).toBeVisible();
    await expect(page.getByTestId('community-tabs').getByTestId('tab-count-teams')).toHaveCount(0);

    // The tab's write button opens the form in the tab's category; the post names the competition.
    await page.getByRole('link', { name: text.write, exact: true }).click();
    await expect(page.getByLabel(text.category)).toHaveValue('team');
    const mine = `${locale === 'ko' ? '팀원 구합니다' : 'Looking for a team'} ${Date.now().toString(36)}`;
    await page.getByLabel(text.title).fill(mine);
    await page.getByLabel(text.competition).selectOption(String(competition.id));
    await page.getByLabel(text.body).fill('Validation and ensembling, evenings KST.');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { name: mine })).toBeVisible();

    await page.getByTestId('talk-post').getByTestId('talk-subject-team').click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/competitions/official/${SLUG}/team$`));
    await expect(page.getByText(text.joinFirst)).toBeVisible();

    // Back on the tab, the new post is listed with the same link.
    await page.goto(`${text.prefix}/community/teams`);
    const row = page.getByTestId('talk-row').filter({ hasText: mine });
    await expect(row.getByTestId('talk-subject-team')).toHaveAttribute('href', `${text.prefix}/competitions/official/${SLUG}/team`);
  });
}
